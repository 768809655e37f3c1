import { ApiError } from 'shared/api';
import { serviciosErrorText } from './servicios-error';

describe('serviciosErrorText', () => {
  it('adds the HTTP status to the server message', () => {
    expect(serviciosErrorText(new ApiError(503, 'db_down', 'Base de datos no disponible'), 'Error cargando servicios')).toBe(
      'Base de datos no disponible (HTTP 503)',
    );
  });
  it('uses the fallback when the server sent no text', () => {
    expect(serviciosErrorText(new ApiError(502, 'http_502', '502 Bad Gateway'), 'Error cargando servicios')).toBe(
      'Error cargando servicios (HTTP 502)',
    );
  });
  it('network failures have no status', () => {
    expect(serviciosErrorText(new ApiError(0, 'network_error', 'Error de conexión'), 'Error cargando servicios')).toBe('Error de conexión');
  });
});
