import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { useApiMutation } from './use-api-mutation';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost').href : input, init);
  }
}

let reply: { status: number; body: unknown };
const calls: { method: string; url: string; body: string }[] = [];

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  calls.length = 0;
  globalThis.Request = RelativeRequest;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ method: request.method, url: request.url, body: await request.clone().text() });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.Request = NodeRequest;
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const listFetches = jest.fn(async () => 'lista');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useQuery({ queryKey: ['servicios', { page: 1 }], queryFn: listFetches });
      return useApiMutation({
        mutationFn: (nombre: string, api) => api.post('servicios', { json: { nombre } }).json<{ id: number }>(),
        successToast: (data) => `Servicio ${data.id} creado`,
        errorToast: 'Error creando servicio',
        invalidate: [['servicios']],
      });
    },
    { wrapper },
  );
  return { result, listFetches };
}

describe('useApiMutation', () => {
  it('calls the API, toasts success and refetches the invalidated lists', async () => {
    reply = { status: 201, body: { id: 7 } };
    const { result, listFetches } = setup();
    await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(1));
    await act(async () => {
      await result.current.mutateAsync('Vallas');
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://localhost/api/v1/servicios', body: '{"nombre":"Vallas"}' });
    expect(toast.success).toHaveBeenCalledWith('Servicio 7 creado');
    expect(listFetches).toHaveBeenCalledTimes(2);
  });

  it('toasts the server message on failure', async () => {
    reply = { status: 409, body: { error: 'nombre_existente', message: 'Ya existe un servicio con ese nombre' } };
    const { result } = setup();
    await act(async () => {
      await result.current.mutateAsync('Vallas').catch(() => undefined);
    });
    expect(toast.error).toHaveBeenCalledWith('Ya existe un servicio con ese nombre');
    expect(result.current.error?.status).toBe(409);
  });

  it('toasts the fallback when the server sends no text, and nothing on 401', async () => {
    reply = { status: 502, body: {} };
    const { result } = setup();
    await act(async () => {
      await result.current.mutateAsync('Vallas').catch(() => undefined);
    });
    expect(toast.error).toHaveBeenLastCalledWith('Error creando servicio');
    reply = { status: 401, body: { error: 'no_autenticado', message: 'No autenticado' } };
    jest.mocked(toast.error).mockClear();
    await act(async () => {
      await result.current.mutateAsync('Vallas').catch(() => undefined);
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
