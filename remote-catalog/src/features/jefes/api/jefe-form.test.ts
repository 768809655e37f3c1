import { emptyJefeForm, formToJefeInput, jefeToForm, validateJefeForm } from './jefe-form';
import { jefeNombre, toJefesQuery } from './jefes-query';

describe('jefe form', () => {
  it('requires nombres and a provider with the spec messages', () => {
    expect(validateJefeForm(emptyJefeForm())).toEqual({ nombres: 'Nombres requeridos', proveedor_id: 'Proveedor requerido' });
    expect(validateJefeForm({ nombres: '  ', apellidos: 'Ruiz', proveedor_id: '3' })).toEqual({ nombres: 'Nombres requeridos' });
    expect(validateJefeForm({ nombres: 'Ana', apellidos: '', proveedor_id: '3' })).toEqual({});
  });

  it('preselects the provider of a provider user', () => {
    expect(emptyJefeForm(7)).toEqual({ nombres: '', apellidos: '', proveedor_id: '7' });
  });

  it('builds the API body: trimmed, optional apellidos as null, numeric provider', () => {
    expect(formToJefeInput({ nombres: ' Ana María ', apellidos: '  ', proveedor_id: '3' })).toEqual({
      nombres: 'Ana María',
      apellidos: null,
      proveedor_id: 3,
    });
  });

  it('fills the form from a leader and names it', () => {
    const jefe = {
      id: 1,
      nombres: 'Julián',
      apellidos: 'Cárdenas Pineda',
      proveedor_id: 2,
      proveedor_nombre: 'X',
      creado_at: '2025-01-01T00:00:00Z',
    };
    expect(jefeToForm(jefe)).toEqual({ nombres: 'Julián', apellidos: 'Cárdenas Pineda', proveedor_id: '2' });
    expect(jefeNombre(jefe)).toBe('Julián Cárdenas Pineda');
    expect(jefeNombre({ nombres: 'Óscar', apellidos: null })).toBe('Óscar');
  });

  it('sends the search only when there is one', () => {
    expect(toJefesQuery({ search: '', page: 2 })).toEqual({ page: 2, limit: 10 });
    expect(toJefesQuery({ search: ' ana ', page: 1 })).toEqual({ page: 1, limit: 10, search: 'ana' });
  });
});
