import { ApiError } from 'shared/api';
import { failureOf, failureOfStatus, retryDelayMs } from './failure';

describe('what a failed send means for a queued report', () => {
  test('no connection waits for it; a 401 waits for the user; a busy server retries; a refusal stays with its reason', () => {
    expect(failureOfStatus(0, 'network_error', 'Error de conexión')).toEqual({ kind: 'network' });
    expect(failureOfStatus(401, 'no_autenticado', 'Sesión expirada')).toEqual({ kind: 'session' });
    for (const status of [408, 425, 429, 500, 502, 503]) expect(failureOfStatus(status, 'x', 'y').kind).toBe('retry');
    for (const status of [400, 403, 404, 409, 413, 415, 422]) {
      expect(failureOfStatus(status, 'validacion', 'El servicio seleccionado no está activo')).toEqual({
        kind: 'refused',
        code: 'validacion',
        message: 'El servicio seleccionado no está activo',
      });
    }
  });

  test('the API client’s errors and a fetch TypeError', () => {
    expect(failureOf(new ApiError(0, 'network_error', 'Error de conexión'))).toEqual({ kind: 'network' });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(failureOf(new ApiError(400, 'validacion', 'Campaña es requerida')).kind).toBe('refused');
  });

  test('back-off: 2 s, 4 s, 8 s… capped at 5 min, ±20 %', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, mid))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(30, mid)).toBe(300_000);
    expect(retryDelayMs(1, () => 0)).toBe(1600);
    expect(retryDelayMs(1, () => 1)).toBe(2400);
  });
});
