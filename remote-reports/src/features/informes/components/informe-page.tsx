import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { puedeAceptarInforme, puedeEditarInforme, puedeEliminarInforme, transicionesPermitidas, type TransicionInforme } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, ErrorBanner, PageHeader, PageIntro, Skeleton, serverMessage, tk } from 'shared/ui';
import { INFORMES_TEXTS } from '../api/informes-texts';
import { useInforme } from '../hooks/use-informe';
import { useInformeMutations } from '../hooks/use-informe-mutations';
import { AceptacionAviso, AceptarDialog, ProblemaDialog } from './aceptacion-cliente';
import { usePruebaPdf } from '../hooks/use-descargas';
import { EstadoBadge } from './estado-badge';
import { EstadoDialog } from './estado-dialog';
import { InformeConversacion } from './informe-conversacion';
import { InformeDatos } from './informe-datos';
import { InformeFormModal } from './informe-form-modal';
import { InformeFotosSection } from './informe-fotos-section';
import { InformeHistorial } from './informe-historial';
import { InformeMapaSection } from './informe-mapa-section';
import { InformeNoEncontrado } from './informe-no-encontrado';
import { VerificacionBadge } from './verificacion-badge';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 0.75rem;
  color: ${tk((t) => t.link)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Subtitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;

/**
 * /informes/:id — the report page: campaña, status badge and the status changes the user may make, every field,
 * the status history, the photo and map sections (filled by part 2), Editar and Eliminar where allowed.
 */
export function InformePage() {
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useInforme(id);
  const { update, cambiarEstado, remove, aceptar, reportarProblema } = useInformeMutations();
  const [accion, setAccion] = useState<'aceptar' | 'problema' | null>(null);
  const prueba = usePruebaPdf();
  const [editing, setEditing] = useState(false);
  const [transicion, setTransicion] = useState<TransicionInforme | null>(null);
  const [deleting, setDeleting] = useState(false);
  // While its deletion completes, the report's refetch answers 404: keep showing it until we leave the page.
  const [removing, setRemoving] = useState(false);
  // The photo open in the full-size viewer: the gallery and the map's markers both open it.
  // `?foto=<id>` opens it at once (a message about a photo links here, /mensajes).
  const [searchParams] = useSearchParams();
  const [fotoAbierta, setFotoAbierta] = useState<number | null>(() => Number(searchParams.get('foto')) || null);

  const status = query.error?.status;
  const gone = status === 404 || status === 400;
  if (Number.isNaN(id) || (gone && !(removing && query.data))) return <InformeNoEncontrado />;

  const back = <Back to="/informes">← Volver a informes</Back>;
  // No connection and never opened on this device: it waits for the connection (docs/decisions/offline-app.md).
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <section aria-labelledby="informe-sin-conexion">
        {back}
        <PageHeader title={INFORMES_TEXTS.offline} titleId="informe-sin-conexion" />
        <EmptyState message="Este informe no está guardado en este dispositivo. Se mostrará cuando vuelva la conexión." />
      </section>
    );
  }
  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label="Cargando informe">
        {back}
        <PageIntro>{INFORMES_TEXTS.detalleIntro}</PageIntro>
        <Skeleton style={{ width: '40%', height: '2rem', marginBottom: '1rem' }} />
        <Skeleton style={{ width: '100%', height: '12rem' }} />
      </section>
    );
  }
  if (!query.data) {
    return (
      <section>
        {back}
        <ErrorBanner
          message={serverMessage(query.error, 'Error cargando el informe')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }

  const informe = query.data;
  const transiciones = user ? transicionesPermitidas(user.tipo, informe.estado) : [];
  const canEdit = puedeEditarInforme(user, informe);
  const canDelete = puedeEliminarInforme(user, informe);
  const canAccept = puedeAceptarInforme(user, informe);

  return (
    <section aria-labelledby="informe-title">
      {back}
      <PageIntro>{INFORMES_TEXTS.detalleIntro}</PageIntro>
      <PageHeader
        title={informe.campana}
        titleId="informe-title"
        description={
          <Subtitle>
            Informe #{informe.id} <EstadoBadge estado={informe.estado} /> <VerificacionBadge informe={informe} />
          </Subtitle>
        }
        actions={
          <>
            {canAccept && (
              <>
                <Button onClick={() => setAccion('aceptar')}>Aceptar</Button>
                <Button variant="secondary" onClick={() => setAccion('problema')}>
                  Reportar problema
                </Button>
              </>
            )}
            {transiciones.map((t) => (
              <Button key={t.a} variant={t.a === 'cancelado' ? 'danger' : 'primary'} onClick={() => setTransicion(t)}>
                {t.accion}
              </Button>
            ))}
            {canEdit && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Editar
              </Button>
            )}
            <Button variant="secondary" onClick={() => prueba.mutate({ informeId: informe.id })} loading={prueba.isPending}>
              Descargar prueba (PDF)
            </Button>
            {canDelete && (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Eliminar
              </Button>
            )}
          </>
        }
      />
      <AceptacionAviso informe={informe} />
      <Sections>
        <Column>
          <InformeDatos informe={informe} />
          <InformeFotosSection informe={informe} canEdit={canEdit} openId={fotoAbierta} onOpen={setFotoAbierta} />
        </Column>
        <Column>
          <InformeHistorial historial={informe.historial} />
          <InformeMapaSection informe={informe} onOpen={setFotoAbierta} />
          <InformeConversacion informeId={informe.id} onOpenPhoto={setFotoAbierta} />
        </Column>
      </Sections>
      {editing && (
        <InformeFormModal informe={informe} onClose={() => setEditing(false)} onSubmit={(data) => update.mutateAsync({ id: informe.id, data })} />
      )}
      <EstadoDialog
        transicion={transicion}
        informeId={informe.id}
        onConfirm={(comentario) => cambiarEstado.mutateAsync({ id: informe.id, estado: transicion!.a, comentario })}
        onClose={() => setTransicion(null)}
      />
      <AceptarDialog
        open={accion === 'aceptar'}
        informeId={informe.id}
        onConfirm={() => aceptar.mutateAsync(informe.id)}
        onClose={() => setAccion(null)}
      />
      {canAccept && accion === 'problema' && (
        <ProblemaDialog
          informeId={informe.id}
          onConfirm={(body) => reportarProblema.mutateAsync({ id: informe.id, ...body })}
          onClose={() => setAccion(null)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={INFORMES_TEXTS.deleteTitle}
        message={INFORMES_TEXTS.deleteMessage}
        confirmLabel="Eliminar"
        onConfirm={async () => {
          setRemoving(true);
          try {
            await remove.mutateAsync(informe.id);
          } catch (error) {
            setRemoving(false);
            throw error;
          }
          void navigate('/informes', { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}
