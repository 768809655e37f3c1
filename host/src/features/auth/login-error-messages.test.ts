import { ApiError } from 'shared/api';
import { loginErrorMessages } from './login-error-messages';

describe('loginErrorMessages', () => {
  it('wrong credentials: "Login fallido" then "Credenciales incorrectas"', () => {
    expect(loginErrorMessages(new ApiError(401, 'credenciales_invalidas', 'Usuario o contraseña incorrectos'))).toEqual([
      'Login fallido',
      'Credenciales incorrectas',
    ]);
    expect(loginErrorMessages(new ApiError(400, 'validation_error', 'body/usuario ...'))).toEqual(['Login fallido', 'Credenciales incorrectas']);
  });
  it('rate limit and inactive user show the API message as the second toast', () => {
    expect(loginErrorMessages(new ApiError(429, 'demasiados_intentos', 'Demasiados intentos. Espera un minuto.'))).toEqual([
      'Login fallido',
      'Demasiados intentos. Espera un minuto.',
    ]);
    expect(loginErrorMessages(new ApiError(403, 'usuario_inactivo', 'Usuario inactivo'))).toEqual(['Login fallido', 'Usuario inactivo']);
  });
  it('network failure: only "Error de conexión"', () => {
    expect(loginErrorMessages(new ApiError(0, 'network_error', 'Error de conexión'))).toEqual(['Error de conexión']);
    expect(loginErrorMessages(new TypeError('Failed to fetch'))).toEqual(['Error de conexión']);
  });
});
