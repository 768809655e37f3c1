import type { Proveedor } from 'shared/contracts';
import { EMPTY_PROVEEDOR_FORM, formToProveedorInput, proveedorToForm, validateProveedorForm } from './proveedor-form';

const proveedor: Proveedor = {
  id: 4,
  nombre: 'Activaciones BTL del Caribe S.A.S.',
  telefono: '+57 605 369 4480',
  direccion: 'Carrera 53 # 76-239',
  ciudad: 'Barranquilla',
  provincia_id: 8,
  provincia_nombre: 'Atlántico',
  director: 'María Fernanda Donado',
  correo: 'eventos@btlcaribe.com.co',
  usuario: null,
  sexo: 'Femenino',
};

describe('proveedor form', () => {
  it('splits the director into the two fields and rejoins it on save', () => {
    const form = proveedorToForm(proveedor);
    expect(form.directorNombres).toBe('María Fernanda');
    expect(form.directorApellido).toBe('Donado');
    expect(form.provincia_id).toBe('8');
    expect(formToProveedorInput(form)).toEqual({
      nombre: 'Activaciones BTL del Caribe S.A.S.',
      director: 'María Fernanda Donado',
      telefono: '+57 605 369 4480',
      direccion: 'Carrera 53 # 76-239',
      ciudad: 'Barranquilla',
      provincia_id: 8,
      correo: 'eventos@btlcaribe.com.co',
      usuario: null,
      sexo: 'Femenino',
    });
  });

  it('requires the name and checks the e-mail', () => {
    expect(validateProveedorForm(EMPTY_PROVEEDOR_FORM)).toEqual({ nombre: 'Nombre requerido' });
    expect(validateProveedorForm({ ...EMPTY_PROVEEDOR_FORM, nombre: 'X', correo: 'no-es-correo' })).toEqual({ correo: 'Correo no válido' });
    expect(validateProveedorForm({ ...EMPTY_PROVEEDOR_FORM, nombre: 'X', correo: 'a@b.co' })).toEqual({});
  });

  it('sends empty optionals as null', () => {
    expect(formToProveedorInput({ ...EMPTY_PROVEEDOR_FORM, nombre: ' Nuevo ' })).toEqual({
      nombre: 'Nuevo',
      director: null,
      telefono: null,
      direccion: null,
      ciudad: null,
      provincia_id: null,
      correo: null,
      usuario: null,
      sexo: null,
    });
  });
});
