import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api';
import type { Mensaje, MensajesPage, NoLeidos, NoLeidosTotal } from '../../contracts';
import { useApiMutation } from '../use-api-mutation';
import { useApiQuery } from '../use-api-query';
import { MENSAJES_KEYS } from './keys';

const PAGE = 50;

/** Puts a message into a cached thread page (new at the end, a known one replaced). */
export function withMessage(page: MensajesPage | undefined, mensaje: Mensaje): MensajesPage | undefined {
  if (!page) return page;
  const at = page.data.findIndex((m) => m.id === mensaje.id);
  if (at >= 0) return { ...page, data: page.data.map((m) => (m.id === mensaje.id ? mensaje : m)) };
  return { ...page, data: [...page.data, mensaje] };
}

/** Marks a cached message deleted. */
export function withoutMessage(page: MensajesPage | undefined, id: number): MensajesPage | undefined {
  if (!page) return page;
  return { ...page, data: page.data.map((m) => (m.id === id ? { ...m, texto: '', eliminado: true, borrable_hasta: null } : m)) };
}

/**
 * A conversation's messages (the latest page, then older ones on demand), sending, deleting one's own, and marking
 * what was shown as read (docs/decisions/mensajes.md). `archivoId`: only the messages about that photo, and new ones
 * point at it.
 */
export function useConversation(conversacionId: number, archivoId: number | null = null) {
  const queryClient = useQueryClient();
  const key = MENSAJES_KEYS.hilo(conversacionId, archivoId);
  const latest = useApiQuery<MensajesPage>({
    queryKey: key,
    path: `conversaciones/${conversacionId}/mensajes`,
    searchParams: { limit: PAGE, archivo_id: archivoId ?? undefined },
    errorToast: 'Error cargando mensajes',
  });
  const [older, setOlder] = useState<{ data: Mensaje[]; hayMas: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useEffect(() => setOlder(null), [conversacionId, archivoId]);

  const mensajes = useMemo(() => {
    const recent = latest.data?.data ?? [];
    const ids = new Set(recent.map((m) => m.id));
    return [...(older?.data ?? []).filter((m) => !ids.has(m.id)), ...recent];
  }, [latest.data, older]);
  const hayMas = older ? older.hayMas : Boolean(latest.data?.hay_mas);

  const loadOlder = useCallback(async () => {
    const first = mensajes[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await api
        .get(`conversaciones/${conversacionId}/mensajes`, {
          searchParams: { antes: first.id, limit: PAGE, ...(archivoId ? { archivo_id: archivoId } : {}) },
        })
        .json<MensajesPage>();
      setOlder((prev) => ({ data: [...page.data, ...(prev?.data ?? [])], hayMas: page.hay_mas }));
    } finally {
      setLoadingOlder(false);
    }
  }, [archivoId, conversacionId, mensajes]);

  const send = useApiMutation<{ texto: string; archivo_id: number | null }, Mensaje>({
    mutationFn: (body, client) =>
      client
        .post(`conversaciones/${conversacionId}/mensajes`, {
          json: { texto: body.texto, ...(body.archivo_id ? { archivo_id: body.archivo_id } : {}) },
        })
        .json<Mensaje>(),
    errorToast: 'Error enviando el mensaje',
    onSuccess: async (mensaje) => {
      queryClient.setQueryData<MensajesPage>(key, (page) => withMessage(page, mensaje));
      if (archivoId !== null) await queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.hilo(conversacionId, null) });
      await queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.bandejaAll });
    },
  });

  const remove = useApiMutation<number, unknown>({
    mutationFn: (id, client) => client.delete(`mensajes/${id}`).json(),
    successToast: 'Mensaje eliminado',
    errorToast: 'Error eliminando el mensaje',
    onSuccess: async (_data, id) => {
      queryClient.setQueriesData<MensajesPage>({ queryKey: MENSAJES_KEYS.conversacion(conversacionId) }, (page) => withoutMessage(page, id));
      setOlder((prev) => (prev ? { ...prev, data: withoutMessage({ data: prev.data, hay_mas: prev.hayMas }, id)!.data } : prev));
      await queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.bandejaAll });
    },
  });

  // What was shown is read: once per newest message (the server answers the user's new unread total).
  const lastId = mensajes.at(-1)?.id;
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (lastId === undefined || lastId <= markedUpTo.current || archivoId !== null) return;
    markedUpTo.current = lastId;
    api
      .post(`conversaciones/${conversacionId}/leido`, { json: { hasta_id: lastId } })
      .json<NoLeidos>()
      .then(({ no_leidos }) => {
        queryClient.setQueryData<NoLeidosTotal>(MENSAJES_KEYS.noLeidos, { total: no_leidos });
        return queryClient.invalidateQueries({ queryKey: MENSAJES_KEYS.bandejaAll });
      })
      .catch(() => {
        markedUpTo.current = 0; // tried again with the next message
      });
  }, [archivoId, conversacionId, lastId, queryClient]);

  return { mensajes, hayMas, loadOlder, loadingOlder, isLoading: latest.isLoading, isError: latest.isError, send, remove };
}
