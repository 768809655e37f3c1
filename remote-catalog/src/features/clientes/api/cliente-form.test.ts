import { ApiError } from 'shared/api';
import type { Cliente } from 'shared/contracts';
import { EMPTY_CLIENTE_FORM, clienteErrorText, clienteToForm, formToClienteInput, representante, validateClienteForm } from './cliente-form';

const cliente: Cliente = {
  id: 3,
  razon_social: 'Bebidas del Valle S.A.',
  direccion: 'Calle 10 # 5-20',
  ciudad: 'Cali',
  provincia_id: 76,
  provincia: 'Valle del Cauca',
  telefono: '+57 602 555 0101',
  nif: '900123456-7',
  nombres_representante: 'Laura',
  apellidos_representante: 'Gómez Ruiz',
  correo: 'laura@bebidasvalle.co',
  usuario: null,
  sexo: 'Femenino',
  nombre: 'Bebidas del Valle S.A.',
};

describe('cliente form', () => {
  it('requires the razón social with the spec message', () => {
    expect(validateClienteForm(EMPTY_CLIENTE_FORM)).toEqual({ razon_social: 'Razón social es requerida' });
    expect(validateClienteForm({ ...EMPTY_CLIENTE_FORM, razon_social: '   ' })).toEqual({ razon_social: 'Razón social es requerida' });
    expect(validateClienteForm({ ...EMPTY_CLIENTE_FORM, razon_social: 'ACME' })).toEqual({});
  });

  it('round-trips a client through the form with a numeric provincia_id', () => {
    const input = formToClienteInput(clienteToForm(cliente));
    const { id: _id, provincia: _p, nombre: _n, ...expected } = cliente;
    expect(input).toEqual(expected);
  });

  it('sends empty optionals as null', () => {
    expect(formToClienteInput({ ...EMPTY_CLIENTE_FORM, razon_social: ' ACME ', sexo: 'x' })).toMatchObject({
      razon_social: 'ACME',
      provincia_id: null,
      nif: null,
      sexo: null,
    });
  });

  it('names the representative and maps the duplicate error', () => {
    expect(representante(cliente)).toBe('Laura Gómez Ruiz');
    expect(representante({ nombres_representante: null, apellidos_representante: null })).toBe('');
    expect(clienteErrorText(new ApiError(409, 'razon_social_existente', 'x'))).toBe('Ya existe un cliente con esa razón social');
    expect(clienteErrorText(new ApiError(409, 'cliente_en_uso', 'En uso'))).toBeUndefined();
  });
});
