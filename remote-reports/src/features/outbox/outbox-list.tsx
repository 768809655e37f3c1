import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { formatBytes } from 'shared/format';
import { discardEntry, dropPhoto, forgetSent, retryEntry, sendSoon, usePhotoProgress, type OutboxEntry, type OutboxPhoto } from 'shared/outbox';
import { Badge, Button, Card, ConfirmDialog, tk, type Tone } from 'shared/ui';
import { OUTBOX_TEXTS, STATE_LABELS, WAIT_TEXTS } from './outbox-texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${tk((t) => t.textMuted)};
`;

const Reason = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
  color: ${tk((t) => t.dangerText)};
  overflow-wrap: anywhere;
`;

const Photos = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.375rem;
  font-size: 0.875rem;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.5rem;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
    height: 0.5rem;
    accent-color: ${tk((t) => t.primary)};
  }
  .error {
    grid-column: 1 / -1;
    color: ${tk((t) => t.dangerText)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const STATE_TONES: Record<OutboxEntry['state'], Tone> = { en_cola: 'warning', enviando: 'info', enviado: 'success', error: 'danger' };

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' });

function PhotoLine({ photo, sent, onDrop }: { photo: OutboxPhoto; sent: { sent: number; total: number } | undefined; onDrop?: () => void }) {
  const status =
    photo.archivoId !== null
      ? 'Enviada'
      : photo.error !== null
        ? 'No enviada'
        : sent
          ? `${Math.floor((sent.sent / Math.max(1, sent.total)) * 100)} %`
          : 'En espera';
  return (
    <li>
      <span className="name">{photo.name}</span>
      <span>
        {formatBytes(photo.size)} · {status}
      </span>
      {sent && photo.archivoId === null && <progress max={sent.total} value={sent.sent} aria-label={`Envío de ${photo.name}`} />}
      {photo.error !== null && (
        <span className="error">
          {photo.error}{' '}
          {onDrop && (
            <Button type="button" size="sm" variant="ghost" onClick={onDrop}>
              Quitar foto
            </Button>
          )}
        </span>
      )}
    </li>
  );
}

function EntryCard({ entry, onDiscard }: { entry: OutboxEntry; onDiscard: (entry: OutboxEntry) => void }) {
  const navigate = useNavigate();
  const bytes = usePhotoProgress(entry.id);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const headingId = `pendiente-${entry.id}`;
  const sentCount = entry.photos.filter((p) => p.archivoId !== null).length;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{entry.title || 'Informe sin campaña'}</h3>
        <Badge tone={STATE_TONES[entry.state]}>{STATE_LABELS[entry.state]}</Badge>
      </Head>
      <Meta>
        Hecho el {when(entry.createdAt)} · {entry.photos.length === 1 ? '1 foto' : `${entry.photos.length} fotos`}
        {entry.photos.length > 0 && ` (${sentCount} enviadas)`}
        {entry.informeId !== null && (
          <>
            {' · '}
            <Link to={`/informes/${entry.informeId}`}>Informe #{entry.informeId}</Link>
          </>
        )}
      </Meta>
      {entry.state === 'en_cola' && entry.waiting && <Meta>{WAIT_TEXTS[entry.waiting]}</Meta>}
      {entry.state === 'error' && entry.error && <Reason>{entry.error.message}</Reason>}
      {entry.photos.length > 0 && entry.state !== 'enviado' && (
        <Photos aria-label={`Fotos de ${entry.title}`}>
          {entry.photos.map((photo) => (
            <PhotoLine key={photo.id} photo={photo} sent={bytes[photo.id]} onDrop={() => void run(() => dropPhoto(entry.id, photo.id))} />
          ))}
        </Photos>
      )}
      <Actions>
        {entry.state === 'error' && (
          <Button type="button" size="sm" variant="primary" loading={busy} onClick={() => void run(() => retryEntry(entry.id))}>
            Reintentar
          </Button>
        )}
        {entry.state === 'error' && entry.informeId === null && entry.input && (
          <Button type="button" size="sm" variant="secondary" onClick={() => void navigate(`/nuevo-informe?pendiente=${entry.id}`)}>
            Editar
          </Button>
        )}
        {entry.state === 'en_cola' && (
          <Button type="button" size="sm" variant="secondary" loading={busy} onClick={() => void run(() => sendSoon(entry.id))}>
            Enviar ahora
          </Button>
        )}
        {entry.state === 'enviado' ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => void forgetSent(entry.id)}>
            Quitar de la lista
          </Button>
        ) : (
          entry.state !== 'enviando' && (
            <Button type="button" size="sm" variant="danger" onClick={() => onDiscard(entry)}>
              Descartar
            </Button>
          )
        )}
      </Actions>
    </Card>
  );
}

/** The outbox of the signed-in user: each report with its state, its photos' progress and what can be done. */
export function OutboxList({ entries }: { entries: readonly OutboxEntry[] }) {
  const [toDiscard, setToDiscard] = useState<OutboxEntry | null>(null);
  return (
    <>
      <List>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} onDiscard={setToDiscard} />
        ))}
      </List>
      <ConfirmDialog
        open={toDiscard !== null}
        title={OUTBOX_TEXTS.discardTitle}
        message={toDiscard ? OUTBOX_TEXTS.discardMessage(toDiscard.title) : ''}
        confirmLabel="Descartar"
        onConfirm={async () => {
          await discardEntry(toDiscard!.id);
          toast.success(OUTBOX_TEXTS.discarded);
        }}
        onClose={() => setToDiscard(null)}
      />
    </>
  );
}
