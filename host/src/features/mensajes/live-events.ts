import type { QueryClient } from '@tanstack/react-query';
import { openEventStream, type EventStream, type StreamEvent } from 'shared/api';
import type { EventosStream, MensajesPage, NoLeidosTotal } from 'shared/contracts';
import { MENSAJES_KEYS, withMessage, withoutMessage } from 'shared/ui';
import { afterLoadWhenIdle } from '../../app/after-load';
import { DASHBOARD_SUMMARY_KEY } from '../dashboard/api/use-dashboard-summary';

/**
 * remote-reports' campaign queries (its campanasKeys.all: the list, each page, the report form's campaigns). Written
 * here rather than imported: the host does not import a remote's code, and a new name in shared would need a new kit
 * release; remote-reports' campanas-query.test.ts pins the same prefix.
 */
const CAMPANAS_QUERY_KEY = ['campanas'] as const;

/** One event of the stream, by its name (shared/src/contracts/mensajes-types.ts, EventosStream). */
type EventoEnVivo = { [K in keyof EventosStream]: { tipo: K; datos: EventosStream[K] } }[keyof EventosStream];

/**
 * The server's live events applied to the cached data (docs/decisions/mensajes.md, "Live"): a new message lands in its
 * open conversation and the inbox is refetched, a deleted one is shown deleted, the unread total moves the sidebar and
 * the dashboard at once, a report created or deleted (or given a photo or a review) refreshes the Informes count, the reports
 * lists and the campaigns (their compliance). After a reconnection
 * whose gap the server could not replay (`recargar`), everything messages-related is refetched.
 */
export function applyLiveEvent(queryClient: QueryClient, event: StreamEvent): void {
  let parsed: EventoEnVivo;
  try {
    parsed = { tipo: event.type, datos: JSON.parse(event.data) as unknown } as EventoEnVivo;
  } catch {
    return;
  }
  switch (parsed.tipo) {
    case 'mensaje': {
      const { conversacion_id, mensaje } = parsed.datos;
      for (const [key] of queryClient.getQueriesData<MensajesPage>({ queryKey: MENSAJES_KEYS.conversacion(conversacion_id) })) {
        const archivoId = key[4] as number | null | undefined;
        if (key[3] !== 'hilo') continue;
        if (archivoId == null || archivoId === mensaje.archivo_id) queryClient.setQueryData<MensajesPage>(key, (page) => withMessage(page, mensaje));
      }
      void queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.bandejaAll });
      break;
    }
    case 'mensaje_eliminado':
      queryClient.setQueriesData<MensajesPage>({ queryKey: MENSAJES_KEYS.conversacion(parsed.datos.conversacion_id) }, (page) =>
        page && 'data' in page ? withoutMessage(page, parsed.datos.id) : page,
      );
      void queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.bandejaAll });
      break;
    case 'no_leidos':
      queryClient.setQueryData<NoLeidosTotal>(MENSAJES_KEYS.noLeidos, { total: parsed.datos.total });
      break;
    case 'informes':
      // The counts and the lists (remote-reports' INFORMES_KEYS.lists); an open report is not affected by another.
      // A report created, deleted, or given a photo or a review moves its campaign's compliance: the campaigns' list
      // and open pages refetch (remote-reports' campanasKeys.all).
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['informes', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'cumplimiento'] }); // DASHBOARD_CUMPLIMIENTO_KEY (issue 37)
      void queryClient.invalidateQueries({ queryKey: CAMPANAS_QUERY_KEY });
      break;
    case 'recargar':
      void queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY });
      break;
    case 'sesion_cerrada':
      // The server closes the stream right after; the next API call meets the 401 and the session ends as usual.
      break;
    default:
      break;
  }
}

/** How long after the page has loaded the stream opens: the screen's own start-up first (docs/decisions/mensajes.md). */
const START_AFTER_LOAD_MS = 2000;

/**
 * One stream per signed-in tab, opened once the page has loaded and the browser is idle: opening it and handling its
 * first events beside a screen's start-up lengthened that start-up's long tasks on a phone (Lighthouse's phone: TBT
 * 820 → 400 ms on /informes). Until then the counts are the dashboard summary's (use-unread-count.ts); when it first
 * opens, the messages the page shows are fetched again (what arrived before it; the unread total comes with its first
 * event). Reconnects at once when the connection comes back. Returns the stop function (also before it opened).
 */
export function startLiveEventsWhenIdle(queryClient: QueryClient): () => void {
  let stream: EventStream | null = null;
  const online = () => stream?.reconnect();
  const cancel = afterLoadWhenIdle(
    () => {
      let first = true;
      stream = openEventStream({
        onEvent: (event) => applyLiveEvent(queryClient, event),
        onStateChange: (state) => {
          if (state !== 'open' || !first) return;
          first = false;
          void queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.all });
        },
      });
      window.addEventListener('online', online);
    },
    { delayMs: START_AFTER_LOAD_MS, idleTimeoutMs: 3000 },
  );
  return () => {
    cancel();
    window.removeEventListener('online', online);
    stream?.close();
  };
}
