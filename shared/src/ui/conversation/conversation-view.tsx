import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MENSAJE_MAX, ROLE_NAMES, type Mensaje } from '../../contracts';
import { formatDateTime } from '../../format';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { Select } from '../select';
import { Spinner } from '../spinner';
import { TextArea } from '../text-area';
import { focusRing, tk, uiTokens } from '../tokens';
import { linkify } from './linkify';
import { useConversation } from './use-conversation';

export interface ConversationPhoto {
  id: number;
  /** "Foto 3", the photo's name as the screens number it. */
  label: string;
}

export interface ConversationViewProps {
  conversacionId: number;
  /** The signed-in user: their messages are shown as their own. */
  currentUserId: number | undefined;
  /** The report's photos a message may point at (a report's conversation). */
  fotos?: readonly ConversationPhoto[];
  /** Only the messages about this photo; a new message points at it (the photo viewer). */
  archivoId?: number | null;
  /** Called with a photo a message points at ("Ver foto"). */
  onOpenPhoto?: (archivoId: number) => void;
  /** Accessible name of the message log. */
  label?: string;
  /** Text of the empty log. */
  emptyMessage?: string;
  /** Only read (the administrators' system notices: the server refuses writing there): no composer. */
  readOnly?: boolean;
}

/** A message without an author is a notice of the system (shared/src/contracts/mensajes-types.ts). */
const SISTEMA = 'Aviso del sistema';

/** The log region: it scrolls, so it takes the keyboard focus (arrow keys scroll it). */
const LogRegion = styled.div`
  max-height: min(32rem, 60vh);
  overflow-y: auto;
  margin: 0 0 1rem;
  &:focus-visible {
    ${focusRing}
  }
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Bubble = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(40rem, 92%);
  padding: 0.625rem 0.875rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  background: ${({ theme, $own }) => ($own ? uiTokens(theme).tone.info.bg : uiTokens(theme).surfaceMuted)};
  color: ${tk((t) => t.text)};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    font-size: 0.8125rem;
    color: ${tk((t) => t.textMuted)};
    strong {
      color: ${tk((t) => t.text)};
    }
  }
  p {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  a {
    color: ${tk((t) => t.link)};
  }
  .deleted {
    font-style: italic;
    color: ${tk((t) => t.textMuted)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.375rem;
  }
`;

const Composer = styled.form`
  display: grid;
  gap: 0.5rem;
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: 0.75rem;
  }
  .count {
    font-size: 0.8125rem;
    color: ${tk((t) => t.textMuted)};
  }
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 0.75rem;
`;

function rolLabel(m: Mensaje): string {
  return m.autor ? ROLE_NAMES[m.autor.rol] : '';
}

/**
 * A conversation (docs/decisions/mensajes.md): its messages as a log region (screen readers hear new ones), who and
 * when, links made clickable safely, the photo a message points at, "Eliminar" on one's own within 15 minutes, and a
 * composer (Ctrl+Enter sends). Used by /mensajes, a report's page and the photo viewer.
 */
export function ConversationView({
  conversacionId,
  currentUserId,
  fotos = [],
  archivoId = null,
  onOpenPhoto,
  label = 'Mensajes de la conversación',
  emptyMessage = 'Todavía no hay mensajes. Escribe el primero.',
  readOnly = false,
}: ConversationViewProps) {
  const { mensajes, hayMas, loadOlder, loadingOlder, isLoading, send, remove } = useConversation(conversacionId, archivoId);
  const [texto, setTexto] = useState('');
  const [foto, setFoto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Mensaje | null>(null);
  // Another conversation or photo in the same place (the viewer's ← / →): a fresh composer. Not a remount, which
  // would drop the keyboard focus out of an open dialog.
  useEffect(() => {
    setTexto('');
    setFoto('');
    setError(null);
  }, [conversacionId, archivoId]);
  const fotoLabel = (id: number) => fotos.find((f) => f.id === id)?.label ?? 'una foto';
  const textareaId = `mensaje-nuevo-${conversacionId}-${archivoId ?? 'todas'}`;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const clean = texto.trim();
    if (!clean) {
      setError('Escribe un mensaje');
      return;
    }
    if (clean.length > MENSAJE_MAX) {
      setError(`El mensaje no puede tener más de ${MENSAJE_MAX} caracteres`);
      return;
    }
    setError(null);
    await send.mutateAsync({ texto: clean, archivo_id: archivoId ?? (foto ? Number(foto) : null) }).then(
      () => {
        setTexto('');
        setFoto('');
      },
      () => undefined,
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  };
  const now = Date.now();

  return (
    <div>
      {hayMas && (
        <Older>
          <Button variant="secondary" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? 'Cargando…' : 'Ver mensajes anteriores'}
          </Button>
        </Older>
      )}
      {isLoading ? (
        <Spinner />
      ) : (
        <>
          {mensajes.length === 0 && <EmptyState message={emptyMessage} />}
          <LogRegion role="log" aria-label={label} aria-live="polite" tabIndex={0}>
            <Log>
              {mensajes.map((m) => {
                const own = m.autor !== null && m.autor.id === currentUserId;
                const borrable = m.borrable_hasta !== null && Date.parse(m.borrable_hasta) > now;
                return (
                  <Bubble key={m.id} $own={own} aria-label={m.autor ? `Mensaje de ${m.autor.nombre}` : SISTEMA}>
                    <header>
                      <strong>{m.autor?.nombre ?? SISTEMA}</strong>
                      <span>{rolLabel(m)}</span>
                      <time dateTime={m.creado_at}>{formatDateTime(m.creado_at)}</time>
                    </header>
                    {m.eliminado ? <p className="deleted">Mensaje eliminado</p> : <p>{linkify(m.texto)}</p>}
                    {(m.archivo_id !== null && archivoId === null) || borrable ? (
                      <div className="actions">
                        {m.archivo_id !== null && archivoId === null && (
                          <Button variant="ghost" size="sm" onClick={() => onOpenPhoto?.(m.archivo_id!)} disabled={!onOpenPhoto}>
                            Sobre {fotoLabel(m.archivo_id)}
                          </Button>
                        )}
                        {borrable && (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setToDelete(m)}
                            aria-label={`Eliminar mi mensaje de las ${formatDateTime(m.creado_at)}`}
                          >
                            Eliminar
                          </Button>
                        )}
                      </div>
                    ) : null}
                  </Bubble>
                );
              })}
            </Log>
          </LogRegion>
        </>
      )}
      {!readOnly && (
        <Composer onSubmit={(e) => void submit(e)} noValidate>
          <TextArea
            id={textareaId}
            label="Escribe un mensaje"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MENSAJE_MAX}
            error={error}
            hint="Ctrl + Enter para enviar"
            rows={3}
          />
          <div className="row">
            {archivoId === null && fotos.length > 0 ? (
              <Select
                label="Sobre la foto"
                value={foto}
                onChange={setFoto}
                placeholder="Ninguna"
                options={fotos.map((f) => ({ value: String(f.id), label: f.label }))}
              />
            ) : (
              <span />
            )}
            <span className="count" aria-live="off">
              {texto.length} / {MENSAJE_MAX}
            </span>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Enviando…' : 'Enviar'}
            </Button>
          </div>
        </Composer>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar el mensaje?"
        message="Los demás verán «Mensaje eliminado». Solo puedes hacerlo durante 15 minutos después de enviarlo."
        confirmLabel="Eliminar"
        onConfirm={() => remove.mutateAsync(toDelete!.id)}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
