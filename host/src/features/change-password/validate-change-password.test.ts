import { validateChangePassword } from './validate-change-password';

const ok = { currentPassword: 'admin123', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' };

describe('validateChangePassword (docs/product-spec.md §5)', () => {
  it('accepts a valid change', () => {
    expect(validateChangePassword(ok)).toEqual({});
  });
  it('requires every field', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'La contraseña actual es requerida',
      newPassword: 'La nueva contraseña es requerida',
      confirmPassword: 'Debes confirmar la nueva contraseña',
    });
  });
  it('needs at least 6 characters', () => {
    expect(validateChangePassword({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
    });
    expect(validateChangePassword({ ...ok, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });
  it('needs the confirmation to match', () => {
    expect(validateChangePassword({ ...ok, confirmPassword: 'otra-clave' })).toEqual({ confirmPassword: 'Las contraseñas no coinciden' });
  });
  it('needs the new password to differ from the current one', () => {
    expect(validateChangePassword({ currentPassword: 'admin123', newPassword: 'admin123', confirmPassword: 'admin123' })).toEqual({
      newPassword: 'La nueva contraseña debe ser diferente a la actual',
    });
  });
});
