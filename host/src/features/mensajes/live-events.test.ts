import { QueryClient } from '@tanstack/react-query';
import type { Mensaje, MensajesPage, NoLeidosTotal } from 'shared/contracts';
import { MENSAJES_KEYS } from 'shared/ui';
import { DASHBOARD_CUMPLIMIENTO_KEY } from '../dashboard/api/use-cumplimiento';
import { DASHBOARD_SUMMARY_KEY } from '../dashboard/api/use-dashboard-summary';
import { applyLiveEvent } from './live-events';

const mensaje = (id: number, extra: Partial<Mensaje> = {}): Mensaje => ({
  id,
  conversacion_id: 7,
  autor: { id: 3, nombre: 'Carla', rol: 2 },
  texto: `m${id}`,
  archivo_id: null,
  creado_at: '2026-11-25T12:00:00.000Z',
  eliminado: false,
  borrable_hasta: null,
  ...extra,
});
const event = (type: string, data: unknown, id: string | null = null) => ({ id, type, data: JSON.stringify(data) });

describe('applyLiveEvent', () => {
  it('a new message lands in its open thread (and in the photo thread it points at), once; the inbox is refetched', () => {
    const qc = new QueryClient();
    qc.setQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7), { data: [mensaje(1)], hay_mas: false });
    qc.setQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7, 40), { data: [], hay_mas: false });
    qc.setQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7, 41), { data: [], hay_mas: false });
    qc.setQueryData<MensajesPage>(MENSAJES_KEYS.hilo(8), { data: [], hay_mas: false });
    qc.setQueryData(MENSAJES_KEYS.bandeja(), { data: [], total: 0, page: 1, limit: 20 });
    const nuevo = mensaje(2, { archivo_id: 40 });
    applyLiveEvent(qc, event('mensaje', { conversacion_id: 7, mensaje: nuevo }, '15'));
    applyLiveEvent(qc, event('mensaje', { conversacion_id: 7, mensaje: nuevo }, '15')); // replayed after a reconnection
    expect(qc.getQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7))?.data.map((m) => m.id)).toEqual([1, 2]);
    expect(qc.getQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7, 40))?.data.map((m) => m.id)).toEqual([2]);
    expect(qc.getQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7, 41))?.data).toEqual([]);
    expect(qc.getQueryData<MensajesPage>(MENSAJES_KEYS.hilo(8))?.data).toEqual([]);
    expect(qc.getQueryState(MENSAJES_KEYS.bandeja())?.isInvalidated).toBe(true);
  });

  it('a deleted message shows deleted; the unread total moves the count; reports refresh the dashboard and lists', () => {
    const qc = new QueryClient();
    qc.setQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7), { data: [mensaje(1), mensaje(2)], hay_mas: false });
    qc.setQueryData(DASHBOARD_SUMMARY_KEY, { informes: 3 });
    qc.setQueryData(['informes', 'list', {}], { data: [] });
    qc.setQueryData(['informes', 'detail', 5], { id: 5 });
    qc.setQueryData([...DASHBOARD_CUMPLIMIENTO_KEY, 'controles'], { data: [] });
    applyLiveEvent(qc, event('mensaje_eliminado', { conversacion_id: 7, id: 2 }));
    expect(qc.getQueryData<MensajesPage>(MENSAJES_KEYS.hilo(7))?.data[1]).toMatchObject({ id: 2, eliminado: true, texto: '' });
    applyLiveEvent(qc, event('no_leidos', { total: 4 }));
    expect(qc.getQueryData<NoLeidosTotal>(MENSAJES_KEYS.noLeidos)).toEqual({ total: 4 });
    applyLiveEvent(qc, event('informes', { accion: 'creado', id: 99 }));
    expect(qc.getQueryState(DASHBOARD_SUMMARY_KEY)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['informes', 'list', {}])?.isInvalidated).toBe(true);
    expect(qc.getQueryState([...DASHBOARD_CUMPLIMIENTO_KEY, 'controles'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['informes', 'detail', 5])?.isInvalidated).toBe(false);
    // Garbage from the wire is ignored.
    expect(() => applyLiveEvent(qc, { id: null, type: 'mensaje', data: '{roto' })).not.toThrow();
  });

  it('a report created or deleted refreshes the campaigns’ list and open pages (their compliance), not the messages', () => {
    const qc = new QueryClient();
    qc.setQueryData(['campanas', 'list', { page: 1 }], { data: [] });
    qc.setQueryData(['campanas', 'detail', 5], { id: 5 });
    qc.setQueryData(MENSAJES_KEYS.hilo(7), { data: [], hay_mas: false });
    applyLiveEvent(qc, event('mensaje_eliminado', { conversacion_id: 8, id: 1 }));
    expect(qc.getQueryState(['campanas', 'detail', 5])?.isInvalidated).toBe(false);
    applyLiveEvent(qc, event('informes', { accion: 'eliminado', id: 99 }));
    expect(qc.getQueryState(['campanas', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['campanas', 'detail', 5])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(MENSAJES_KEYS.hilo(7))?.isInvalidated).toBe(false);
  });
});
