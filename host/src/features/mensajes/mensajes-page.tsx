import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ArchivosInforme, ConversacionResumen, ConversacionesPage } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { useSession } from 'shared/session';
import {
  Button,
  Card,
  ConversationView,
  EmptyState,
  ErrorBanner,
  MENSAJES_KEYS,
  PageHeader,
  Pagination,
  SearchBox,
  Skeleton,
  useApiQuery,
  useUrlListState,
} from 'shared/ui';
import { Icon } from 'shared/ui/icon';
import { NewConversacionModal } from './new-conversacion-modal';

const PAGE_SIZE = 20;

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    .inbox {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
    .thread {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Item = styled(Link)<{ $unread: boolean }>`
  display: grid;
  gap: 0.125rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border: 1px solid transparent;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .top {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  .excerpt,
  time {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .unread {
    flex: none;
    padding: 0 0.5rem;
    border-radius: 999px;
    font-size: 0.75rem;
    line-height: 1.25rem;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const ThreadHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

function InboxItem({ c, current, to }: { c: ConversacionResumen; current: boolean; to: string }) {
  const unread = c.no_leidos > 0;
  return (
    <li>
      <Item to={to} aria-current={current ? 'true' : undefined} $unread={unread}>
        <span className="top">
          <span>{c.titulo}</span>
          {unread && <span className="unread">{c.no_leidos === 1 ? '1 sin leer' : `${c.no_leidos} sin leer`}</span>}
        </span>
        {c.ultimo_mensaje && (
          <>
            <span className="excerpt">
              {c.ultimo_mensaje.autor_nombre ? `${c.ultimo_mensaje.autor_nombre}: ` : ''}
              {c.ultimo_mensaje.texto || 'Mensaje eliminado'}
            </span>
            <time dateTime={c.ultimo_mensaje.creado_at}>{formatDateTime(c.ultimo_mensaje.creado_at)}</time>
          </>
        )}
      </Item>
    </li>
  );
}

function Thread({ id, userId }: { id: number; userId: number | undefined }) {
  const navigate = useNavigate();
  const conversacion = useApiQuery<ConversacionResumen>({
    queryKey: [...MENSAJES_KEYS.conversacion(id), 'resumen'],
    path: `conversaciones/${id}`,
    errorToast: false,
  });
  const informeId = conversacion.data?.informe_id ?? null;
  const archivos = useApiQuery<ArchivosInforme>({
    queryKey: ['informes', informeId, 'archivos'],
    path: `informes/${informeId}/archivos`,
    enabled: informeId !== null,
    errorToast: false,
  });
  if (conversacion.isError) return <EmptyState message="No se encontró la conversación" action={<Link to="/mensajes">Volver a la bandeja</Link>} />;
  if (!conversacion.data) return <Skeleton style={{ height: '12rem' }} />;
  const c = conversacion.data;
  const fotos = (archivos.data?.data ?? []).map((a, i) => ({ id: a.id, label: `Foto ${i + 1}` }));
  return (
    <>
      <ThreadHead>
        <h2 id="conversacion-titulo">{c.titulo}</h2>
        <span>
          <Link to="/mensajes" className="back-to-inbox">
            Volver a la bandeja
          </Link>
          {c.informe_id !== null && (
            <>
              {' · '}
              <Link to={`/informes/${c.informe_id}`}>Ver informe #{c.informe_id}</Link>
            </>
          )}
        </span>
      </ThreadHead>
      <ConversationView
        conversacionId={c.id}
        currentUserId={userId}
        fotos={fotos}
        onOpenPhoto={c.informe_id !== null ? (archivoId) => void navigate(`/informes/${c.informe_id}?foto=${archivoId}`) : undefined}
        label={`Mensajes: ${c.titulo}`}
        readOnly={c.tipo === 'sistema'}
      />
    </>
  );
}

/**
 * /mensajes (docs/decisions/mensajes.md): the inbox of the user's conversations (newest first, unread marked, search)
 * and the open conversation (`?c=<id>`); on phones one of the two at a time. "Nueva conversación" opens a direct one
 * with someone the user works with.
 */
export function MensajesPage() {
  const userId = useSession().user?.id;
  // The inbox's search and page in the URL like every list (shared/ui); `?c=<id>` is the open conversation.
  const {
    state: { q, page },
    set,
  } = useUrlListState({ q: '', page: 1 });
  const [params] = useSearchParams();
  const open = Number(params.get('c')) || null;
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const bandeja = useApiQuery<ConversacionesPage>({
    queryKey: MENSAJES_KEYS.bandeja(q, page),
    path: 'conversaciones',
    searchParams: { q, page, limit: PAGE_SIZE },
    placeholderData: keepPreviousData,
    errorToast: 'Error cargando mensajes',
  });
  /** The inbox as it is, with conversation `id` open. */
  const withOpen = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('c', String(id));
    return `/mensajes?${next.toString()}`;
  };
  const items = bandeja.data?.data ?? [];
  const total = bandeja.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Mensajes"
        description="Conversaciones sobre los informes y con las personas con quienes trabajas."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Icon name="plus" size={18} />
            Nueva conversación
          </Button>
        }
      />
      <Layout $open={open !== null}>
        <Card as="section" className="inbox" aria-labelledby="bandeja-titulo">
          <h2 id="bandeja-titulo" style={{ margin: 0, fontSize: '1.125rem' }}>
            Bandeja
          </h2>
          <SearchBox value={q} onSearch={(value) => set({ q: value })} label="Buscar en mensajes" placeholder="Buscar…" />
          {bandeja.isError && (
            <ErrorBanner message="No se pudieron cargar los mensajes" onRetry={() => void bandeja.refetch()} retrying={bandeja.isFetching} />
          )}
          {bandeja.isLoading ? (
            <Skeleton style={{ height: '10rem', marginTop: '0.75rem' }} />
          ) : items.length === 0 ? (
            <EmptyState message={q ? 'Ningún mensaje coincide con la búsqueda' : 'No tienes mensajes'} />
          ) : (
            <List aria-label="Conversaciones">
              {items.map((c) => (
                <InboxItem key={c.id} c={c} current={c.id === open} to={withOpen(c.id)} />
              ))}
            </List>
          )}
          {totalPages > 1 && (
            <Pagination page={page} totalPages={totalPages} total={total} pageSize={PAGE_SIZE} onPageChange={(p) => set({ page: p })} />
          )}
        </Card>
        <Card as="section" className="thread" aria-labelledby={open ? 'conversacion-titulo' : 'conversacion-vacia'}>
          {open ? (
            <Thread key={open} id={open} userId={userId} />
          ) : (
            <EmptyState message={<span id="conversacion-vacia">Elige una conversación de la bandeja</span>} />
          )}
        </Card>
      </Layout>
      {creating && (
        <NewConversacionModal
          onClose={() => setCreating(false)}
          onOpened={(id) => {
            setCreating(false);
            void navigate(`/mensajes?c=${id}`);
          }}
        />
      )}
    </>
  );
}
