import { ApiError } from 'shared/api';
import { ROLE } from 'shared/contracts';
import {
  EMPTY_USUARIO_FORM,
  formToUsuarioInput,
  formToUsuarioUpdate,
  usuarioErrorText,
  usuarioFieldOf,
  usuarioToForm,
  validateUsuarioForm,
  type UsuarioFormValues,
} from './usuario-form';
import { toUsuariosFilters, toUsuariosQuery } from './usuarios-query';

const valid: UsuarioFormValues = {
  ...EMPTY_USUARIO_FORM,
  usuario: 'ana',
  correo: 'ana@example.co',
  primer_nombre: 'Ana',
  primer_apellido: 'Ruiz',
  password: 'secreta1',
};

describe('validateUsuarioForm', () => {
  it('accepts a complete new user; on edit the password is not asked for', () => {
    expect(validateUsuarioForm(valid, true)).toEqual({});
    expect(validateUsuarioForm({ ...valid, password: '' }, false)).toEqual({});
  });

  it('missing required fields: the spec text under the first one, every missing one marked', () => {
    expect(validateUsuarioForm({ ...valid, usuario: ' ', primer_apellido: '' }, false)).toEqual({
      usuario: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
      primer_apellido: 'Requerido',
    });
    expect(validateUsuarioForm({ ...valid, correo: '' }, false)).toEqual({
      correo: 'Campos requeridos: usuario, correo, primer nombre, primer apellido',
    });
  });

  it('correo must look like an e-mail address', () => {
    expect(validateUsuarioForm({ ...valid, correo: 'ana@' }, false)).toEqual({ correo: 'Correo no válido' });
  });

  it('a provider user needs a provider, a client user a client', () => {
    expect(validateUsuarioForm({ ...valid, tipo: '1' }, false)).toEqual({ proveedor_id: 'Proveedor requerido para usuarios de tipo Proveedor' });
    expect(validateUsuarioForm({ ...valid, tipo: '2' }, false)).toEqual({ cliente_id: 'Cliente requerido para usuarios de tipo Cliente' });
    expect(validateUsuarioForm({ ...valid, tipo: '2', cliente_id: '4' }, false)).toEqual({});
  });

  it('password on create: required, not only spaces, at least 6 characters, not the usuario, spaces kept', () => {
    expect(validateUsuarioForm({ ...valid, password: '' }, true)).toEqual({ password: 'Contraseña requerida para nuevos usuarios' });
    expect(validateUsuarioForm({ ...valid, password: '      ' }, true)).toEqual({ password: 'La contraseña no puede ser solo espacios' });
    expect(validateUsuarioForm({ ...valid, usuario: 'Ana.Ruiz', password: 'ana.ruiz' }, true)).toEqual({
      password: 'La contraseña no puede ser igual al nombre de usuario',
    });
    expect(validateUsuarioForm({ ...valid, password: 'abc12' }, true)).toEqual({ password: 'Contraseña debe tener al menos 6 caracteres' });
    expect(formToUsuarioInput({ ...valid, password: ' a b c ' }).password).toBe(' a b c ');
  });
});

describe('form ↔ API body', () => {
  it('trims, sends empty optionals as null, only the link of the tipo, and no password on edit', () => {
    const update = formToUsuarioUpdate({
      ...valid,
      usuario: ' ana ',
      segundo_nombre: ' ',
      tipo: '1',
      proveedor_id: '3',
      cliente_id: '9',
      sexo: 'F',
      telefono: '',
    });
    expect(update).toEqual({
      usuario: 'ana',
      correo: 'ana@example.co',
      primer_nombre: 'Ana',
      segundo_nombre: null,
      primer_apellido: 'Ruiz',
      segundo_apellido: null,
      tipo: ROLE.PROVEEDOR,
      proveedor_id: 3,
      cliente_id: null,
      sexo: 'F',
      telefono: null,
    });
    expect('password' in update).toBe(false);
  });

  it('fills the form from a user (no password)', () => {
    const form = usuarioToForm({
      id: 7,
      usuario: 'cli',
      correo: 'c@x.co',
      primer_nombre: 'C',
      segundo_nombre: null,
      primer_apellido: 'L',
      segundo_apellido: 'M',
      nombre_completo: 'C L M',
      tipo: 2,
      tipo_nombre: 'Cliente',
      proveedor_id: null,
      proveedor_nombre: null,
      cliente_id: 4,
      cliente_nombre: 'X',
      sexo: null,
      telefono: null,
      activo: true,
      creado_at: '2025-01-01T00:00:00Z',
      informes_creados: 0,
      acceso_bloqueado: false,
    });
    expect(form).toEqual({
      ...EMPTY_USUARIO_FORM,
      usuario: 'cli',
      correo: 'c@x.co',
      primer_nombre: 'C',
      primer_apellido: 'L',
      segundo_apellido: 'M',
      tipo: '2',
      cliente_id: '4',
    });
  });

  it('a failed save lands under the field the API names; 409 reads the spec text', () => {
    const dup = new ApiError(409, 'usuario_o_correo_existente', 'El usuario o correo ya existe', 'correo');
    expect(usuarioFieldOf(dup.message, dup)).toBe('correo');
    expect(usuarioErrorText(dup)).toBe('El usuario o correo ya existe');
    expect(usuarioFieldOf('x', new ApiError(400, 'x', 'x', 'password_hash'))).toBeUndefined();
    expect(usuarioFieldOf('x', new Error('x'))).toBeUndefined();
  });
});

describe('list state → query', () => {
  it('maps tipo, estado and the sort; unknown values are left out', () => {
    expect(toUsuariosQuery({ search: ' ana ', tipo: '1', estado: 'inactivos', orden: 'usuario-asc', page: 2 })).toEqual({
      page: 2,
      limit: 10,
      search: 'ana',
      tipo: 1,
      activo: false,
      sortBy: 'usuario',
      sortOrder: 'ASC',
    });
    expect(toUsuariosFilters({ search: '', tipo: '9', estado: 'x', orden: 'raro', page: 1 })).toEqual({ sortBy: 'creado_at', sortOrder: 'DESC' });
  });
});
