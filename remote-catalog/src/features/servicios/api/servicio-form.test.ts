import {
  EMPTY_SERVICIO_FORM,
  formToServicioInput,
  servicioFieldOf,
  servicioToForm,
  validateServicioForm,
  type ServicioFormValues,
} from './servicio-form';

const valid: ServicioFormValues = {
  nombre: 'Valla 8x3',
  descripcion: 'Valla en vía principal',
  categoria: 'Exterior',
  precio: '1200000',
  activo: true,
};

describe('validateServicioForm', () => {
  it('accepts a complete service and one with only name and price', () => {
    expect(validateServicioForm(valid)).toEqual({});
    expect(validateServicioForm({ ...EMPTY_SERVICIO_FORM, nombre: 'Volanteo', precio: '0' })).toEqual({});
  });

  it('requires the name (blank after trimming)', () => {
    expect(validateServicioForm({ ...valid, nombre: '   ' })).toEqual({ nombre: 'El nombre es obligatorio' });
  });

  it('enforces the spec limits with the spec messages', () => {
    expect(validateServicioForm({ ...valid, nombre: 'n'.repeat(150) })).toEqual({});
    expect(validateServicioForm({ ...valid, nombre: 'n'.repeat(151) })).toEqual({ nombre: 'Nombre supera 150 caracteres' });
    expect(validateServicioForm({ ...valid, descripcion: 'd'.repeat(501) })).toEqual({ descripcion: 'Descripción supera 500 caracteres' });
    expect(validateServicioForm({ ...valid, categoria: 'c'.repeat(51) })).toEqual({ categoria: 'Categoría supera 50 caracteres' });
    // Accented letters count once each.
    expect(validateServicioForm({ ...valid, categoria: 'é'.repeat(50) })).toEqual({});
  });

  it('checks the price: not negative, at most 2 decimals, present and numeric', () => {
    expect(validateServicioForm({ ...valid, precio: '-1' })).toEqual({ precio: 'Precio no puede ser negativo' });
    expect(validateServicioForm({ ...valid, precio: '10.5' })).toEqual({});
    expect(validateServicioForm({ ...valid, precio: '10.25' })).toEqual({});
    expect(validateServicioForm({ ...valid, precio: '10.255' })).toEqual({ precio: 'Precio admite máximo 2 decimales' });
    expect(validateServicioForm({ ...valid, precio: '' })).toEqual({ precio: 'El precio es obligatorio' });
    expect(validateServicioForm({ ...valid, precio: 'abc' })).toEqual({ precio: 'Precio no válido' });
  });

  it('reports every invalid field at once', () => {
    expect(
      Object.keys(validateServicioForm({ nombre: '', descripcion: 'd'.repeat(600), categoria: 'c'.repeat(60), precio: '-5', activo: false })),
    ).toEqual(['nombre', 'descripcion', 'categoria', 'precio']);
  });
});

describe('form ↔ API body', () => {
  it('trims text and sends empty optionals as null', () => {
    expect(formToServicioInput({ nombre: ' Valla ', descripcion: '  ', categoria: ' Exterior ', precio: ' 1500.5 ', activo: false })).toEqual({
      nombre: 'Valla',
      descripcion: null,
      categoria: 'Exterior',
      precio: 1500.5,
      activo: false,
    });
  });

  it('fills the form from a service', () => {
    expect(
      servicioToForm({
        id: 1,
        nombre: 'Valla',
        descripcion: null,
        categoria: null,
        precio: 1200000,
        activo: false,
        fecha_creacion: '2025-01-01T00:00:00Z',
        fecha_actualizacion: '2025-01-01T00:00:00Z',
      }),
    ).toEqual({ nombre: 'Valla', descripcion: '', categoria: '', precio: '1200000', activo: false });
  });

  it('knows which field a server validation message is about', () => {
    expect(servicioFieldOf('Precio no puede ser negativo')).toBe('precio');
    expect(servicioFieldOf('Nombre supera 150 caracteres')).toBe('nombre');
    expect(servicioFieldOf('Base de datos no disponible')).toBeUndefined();
  });
});
