import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mensaje, MensajesPage } from '../../contracts';
import { installMockApi, type MockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { ConversationView } from './conversation-view';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let api: MockApi;

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function mensaje(id: number, extra: Partial<Mensaje> = {}): Mensaje {
  return {
    id,
    conversacion_id: 5,
    autor: { id: 2, nombre: 'Carla Cliente', rol: 2 },
    texto: `Mensaje ${id}`,
    archivo_id: null,
    creado_at: '2026-11-20T15:00:00.000Z',
    eliminado: false,
    borrable_hasta: null,
    ...extra,
  };
}

function render(props: Partial<Parameters<typeof ConversationView>[0]> = {}) {
  return renderRoutes([{ path: '*', element: <ConversationView conversacionId={5} currentUserId={1} {...props} /> }], '/');
}

describe('ConversationView', () => {
  afterEach(() => api.restore());

  it('shows who wrote what in a log; own messages within the window can be deleted; a photo it points at opens', async () => {
    const page: MensajesPage = {
      data: [
        mensaje(1, { texto: '¿Por qué la foto 3 no muestra la valla? Ver https://example.com/a', archivo_id: 33 }),
        mensaje(2, { autor: { id: 1, nombre: 'Pedro Proveedor', rol: 1 }, texto: 'Es de otro ángulo', borrable_hasta: minutesFromNow(10) }),
        mensaje(3, { autor: { id: 1, nombre: 'Pedro Proveedor', rol: 1 }, texto: 'Viejo', borrable_hasta: null }),
        mensaje(4, { eliminado: true, texto: '' }),
        mensaje(5, { autor: null, texto: 'Ana pidió restablecer su contraseña' }),
      ],
      hay_mas: false,
    };
    api = installMockApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/v1/conversaciones/5/mensajes') return { status: 200, body: page };
      if (method === 'POST' && path === '/api/v1/conversaciones/5/leido') return { status: 200, body: { no_leidos: 0 } };
      if (method === 'DELETE' && path === '/api/v1/mensajes/2') return { status: 200, body: {} };
      return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
    });
    const onOpenPhoto = jest.fn();
    render({ fotos: [{ id: 33, label: 'Foto 3' }], onOpenPhoto });
    const log = await screen.findByRole('log', { name: 'Mensajes de la conversación' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Mensaje de Carla Cliente',
      'Mensaje de Pedro Proveedor',
      'Mensaje de Pedro Proveedor',
      'Mensaje de Carla Cliente',
      'Aviso del sistema',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[3]).getByText('Mensaje eliminado')).toBeInTheDocument();
    // Only the own message still inside its 15 minutes offers "Eliminar".
    expect(within(items[1]).getByRole('button', { name: /Eliminar mi mensaje/ })).toBeInTheDocument();
    expect(within(items[2]).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Sobre Foto 3' }));
    expect(onOpenPhoto).toHaveBeenCalledWith(33);
    // What was shown is marked read up to the newest message.
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('/leido'))?.body).toEqual({ hasta_id: 5 }));

    fireEvent.click(within(items[1]).getByRole('button', { name: /Eliminar mi mensaje/ }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    });
    await waitFor(() => expect(within(log).getAllByText('Mensaje eliminado')).toHaveLength(2));
  });

  it('read only (the system notices): the messages, no composer', async () => {
    api = installMockApi(() => ({ status: 200, body: { data: [mensaje(1, { autor: null, texto: 'Aviso' })], hay_mas: false } }));
    render({ readOnly: true });
    await screen.findByText('Aviso');
    expect(screen.getByText('Aviso del sistema')).toBeInTheDocument();
    expect(screen.queryByLabelText('Escribe un mensaje')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('sends the trimmed text with the chosen photo; empty or too long is refused before any call', async () => {
    const sent: unknown[] = [];
    api = installMockApi(({ method, path, body }) => {
      if (method === 'GET') return { status: 200, body: { data: [], hay_mas: false } };
      if (method === 'POST' && path === '/api/v1/conversaciones/5/mensajes') {
        sent.push(body);
        return {
          status: 201,
          body: mensaje(9, { autor: { id: 1, nombre: 'Yo', rol: 0 }, texto: (body as { texto: string }).texto, archivo_id: 33 }),
        };
      }
      return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
    });
    render({ fotos: [{ id: 33, label: 'Foto 3' }] });
    expect(await screen.findByText('Todavía no hay mensajes. Escribe el primero.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe un mensaje', { selector: '[id$="-error"], [role="alert"], p, span' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Escribe un mensaje'), { target: { value: '  Revisen la foto 3  ' } });
    fireEvent.change(screen.getByLabelText('Sobre la foto'), { target: { value: '33' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByLabelText('Escribe un mensaje'), { key: 'Enter', ctrlKey: true });
    });
    await waitFor(() => expect(sent).toEqual([{ texto: 'Revisen la foto 3', archivo_id: 33 }]));
    expect(await screen.findByText('Revisen la foto 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe un mensaje')).toHaveValue('');
  });
});
