import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { canUse, type ApiSchema } from 'shared/contracts';
import { formatDate, formatDateTime, formatInteger } from 'shared/format';
import { useSession } from 'shared/session';
import { BackLink, Button, ConfirmDialog, DescriptionList, DetailPageStates, Icon, PageHeader, PageIntro } from 'shared/ui';
import { useInformesOpciones } from '../../informes/hooks/use-informes-opciones';
import { formToCampanaPatch } from '../api/campana-form';
import { useCampanaMutations } from '../hooks/use-campana-mutations';
import { useCampana, useInformesDeCampana } from '../hooks/use-campanas';
import { useExportCumplimiento, usePruebaCampana } from '../hooks/use-export-cumplimiento';
import { AceptacionCampana, ProblemaSitioDialog } from './aceptacion-campana';
import { AgregarLineasDialog } from './agregar-lineas-dialog';
import { CampanaFormModal } from './campana-form-modal';
import { CampanaInformes } from './campana-informes';
import { CampanaLineasMapa } from './campana-lineas-mapa';
import { CampanaLineasTable } from './campana-lineas-table';
import { CampanaSeccion } from './campana-seccion';
import { Fechas } from './campanas-table';
import { CancelarCampanaDialog } from './cancelar-campana-dialog';
import { CumplimientoResumen } from './cumplimiento-resumen';
import { EstadoCampanaBadge } from './estado-campana-badge';
import { LineaFormModal } from './linea-form-modal';

type Linea = ApiSchema<'CampanaLinea'>;

const Subtitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const BACK = { to: '/campanas', label: 'Volver a campañas' };

/** What the page holds, painted from the prerendered frame while the campaign loads (PageIntro). */
const CAMPANA_INTRO =
  'El cumplimiento de la campaña sitio por sitio: cada control con su plazo y su estado, los sitios en una tabla y en el mapa, y los informes que la prueban con sus fotos. Se actualiza sola cuando llega un informe o una revisión.';

type Dialog =
  | { kind: 'editar' }
  | { kind: 'cancelar' }
  | { kind: 'eliminar' }
  | { kind: 'agregar' }
  | { kind: 'editar-linea'; linea: Linea }
  | { kind: 'cancelar-linea'; linea: Linea }
  | { kind: 'quitar-linea'; linea: Linea }
  | { kind: 'problema'; linea: Linea }
  | null;

/**
 * /campanas/:id — a campaign: its compliance (percentage, counts, per provider; exported as CSV), its data, its lines (a provider sees only its own) as a table with the checks' windows
 * and on the map, and the reports that prove it. Administrators edit, cancel (with a reason) or delete it, add sites
 * (from the list, the map or pasted codes) and edit, cancel or remove a line. A client user accepts the campaign once
 * every check is fulfilled, or reports a problem at one site.
 */
export function CampanaPage() {
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const { user } = useSession();
  const isAdmin = canUse('campanas.write', user?.tipo);
  const isCliente = canUse('campanas.aceptar', user?.tipo);
  const navigate = useNavigate();
  const query = useCampana(id);
  // The campaign is rendered from a deferred copy: React renders a new one (the first, or a live update of a campaign
  // of hundreds of sites) in the background, in slices that leave the main thread to the user, and shows it when done.
  const deferred = useDeferredValue(query.data);
  // Another campaign's page (the id changed in place) never shows the previous one while the new one loads.
  const campana = deferred?.id === id ? deferred : undefined;
  const found = query.data !== undefined;
  const informes = useInformesDeCampana(id, found);
  const opciones = useInformesOpciones(isAdmin);
  const m = useCampanaMutations();
  const exporter = useExportCumplimiento();
  const prueba = usePruebaCampana();
  const [dialog, setDialog] = useState<Dialog>(null);
  // While its deletion completes, the campaign's page must not say "not found".
  const [removing, setRemoving] = useState(false);
  const enCampana = useMemo(() => new Set((campana?.lineas ?? []).map((l) => l.sitio_id)), [campana]);

  const status = query.error?.status;
  const notFound = Number.isNaN(id) || ((status === 404 || status === 400) && !removing);
  if (notFound || !campana) {
    return (
      <DetailPageStates
        back={BACK}
        // Until the deferred copy has rendered, the campaign is still loading (not an error).
        query={{ ...query, isPending: query.isPending || query.data !== undefined }}
        loadingLabel="Cargando campaña"
        intro={CAMPANA_INTRO}
        errorText="Error cargando la campaña"
        notFound={
          notFound && { title: 'Campaña no encontrada', titleId: 'campana-no-encontrada', message: 'La campaña no existe o no tienes acceso a ella.' }
        }
      />
    );
  }

  const c = campana;
  const cancelada = c.estado === 'cancelada';
  const close = () => setDialog(null);
  const proveedores = opciones.data?.proveedores ?? [];
  const servicios = (opciones.data?.servicios ?? []).filter((s) => s.activo);
  const vigentes = c.lineas.filter((l) => !l.cancelada).length;

  return (
    <section aria-labelledby="campana-title">
      <BackLink to={BACK.to}>{BACK.label}</BackLink>
      <PageIntro>{CAMPANA_INTRO}</PageIntro>
      <PageHeader
        title={c.nombre}
        titleId="campana-title"
        description={
          <Subtitle>
            Campaña de {c.cliente} · <Fechas desde={c.fecha_inicio} hasta={c.fecha_fin} /> <EstadoCampanaBadge estado={c.estado} />
          </Subtitle>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => prueba.mutate(c.id)} loading={prueba.isPending}>
              <Icon name="download" size={18} /> Descargar prueba (PDF)
            </Button>
            {isAdmin && (
              <>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'editar' })}>
                  Editar
                </Button>
                {!cancelada && (
                  <Button variant="secondary" onClick={() => setDialog({ kind: 'cancelar' })}>
                    Cancelar campaña
                  </Button>
                )}
                {c.informes === 0 && (
                  <Button variant="danger" onClick={() => setDialog({ kind: 'eliminar' })}>
                    Eliminar
                  </Button>
                )}
              </>
            )}
          </>
        }
      />
      <Stack>
        <CampanaSeccion
          title="Cumplimiento"
          actions={
            <Button variant="secondary" onClick={() => exporter.mutate(c.id)} loading={exporter.isPending}>
              <Icon name="download" size={18} /> Exportar cumplimiento
            </Button>
          }
        >
          <CumplimientoResumen cumplimiento={c.cumplimiento} porProveedor={c.por_proveedor} />
          <AceptacionCampana campana={c} />
        </CampanaSeccion>
        <CampanaSeccion title="Datos">
          <DescriptionList
            label="Datos de la campaña"
            items={[
              { term: 'Cliente', detail: c.cliente },
              { term: 'Estado', detail: <EstadoCampanaBadge estado={c.estado} /> },
              { term: 'Inicio', detail: formatDate(c.fecha_inicio) },
              { term: 'Fin', detail: formatDate(c.fecha_fin) },
              {
                term: 'Sitios',
                detail: vigentes === c.lineas.length ? formatInteger(c.lineas.length) : `${vigentes} vigentes de ${c.lineas.length}`,
              },
              { term: 'Informes', detail: formatInteger(c.informes) },
              { term: 'Descripción', detail: c.descripcion ?? '—', wide: true },
              ...(cancelada
                ? [
                    { term: 'Cancelada', detail: c.cancelada_at ? formatDateTime(c.cancelada_at) : '—' },
                    { term: 'Motivo de la cancelación', detail: c.motivo_cancelacion ?? '—', wide: true },
                  ]
                : []),
            ]}
          />
        </CampanaSeccion>
        <CampanaSeccion
          title="Sitios"
          actions={
            isAdmin &&
            !cancelada && (
              <Button variant="primary" onClick={() => setDialog({ kind: 'agregar' })}>
                <Icon name="plus" size={18} /> Agregar sitios
              </Button>
            )
          }
        >
          <CampanaLineasTable
            lineas={c.lineas}
            onEdit={isAdmin && !cancelada ? (linea) => setDialog({ kind: 'editar-linea', linea }) : undefined}
            onCancel={isAdmin && !cancelada ? (linea) => setDialog({ kind: 'cancelar-linea', linea }) : undefined}
            onRemove={isAdmin ? (linea) => setDialog({ kind: 'quitar-linea', linea }) : undefined}
            onProblema={isCliente && !cancelada ? (linea) => setDialog({ kind: 'problema', linea }) : undefined}
          />
        </CampanaSeccion>
        {c.lineas.length > 0 && (
          <CampanaSeccion title="Mapa de los sitios">
            <CampanaLineasMapa campanaId={c.id} lineas={c.lineas} />
          </CampanaSeccion>
        )}
        <CampanaSeccion title="Informes que la prueban">
          <CampanaInformes query={informes} />
        </CampanaSeccion>
      </Stack>

      {dialog?.kind === 'editar' && (
        <CampanaFormModal
          campana={c}
          clientes={opciones.data?.clientes ?? []}
          onClose={close}
          onSave={(v) => m.update.mutateAsync({ id: c.id, data: formToCampanaPatch(v) })}
        />
      )}
      <CancelarCampanaDialog
        open={dialog?.kind === 'cancelar'}
        nombre={c.nombre}
        onConfirm={(motivo) => m.cancel.mutateAsync({ id: c.id, motivo })}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'eliminar'}
        title="¿Eliminar campaña?"
        message={`Se eliminará la campaña «${c.nombre}» con sus ${c.lineas.length === 1 ? 'un sitio' : `${c.lineas.length} sitios`}. Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        onConfirm={async () => {
          setRemoving(true);
          try {
            await m.remove.mutateAsync(c.id);
            void navigate('/campanas', { replace: true });
          } catch (error) {
            setRemoving(false);
            throw error;
          }
        }}
        onClose={close}
      />
      {dialog?.kind === 'agregar' && (
        <AgregarLineasDialog
          campanaNombre={c.nombre}
          enCampana={enCampana}
          proveedores={proveedores}
          servicios={servicios}
          onSubmit={(data) => m.addLineas.mutateAsync({ id: c.id, data })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'problema' && <ProblemaSitioDialog campanaId={c.id} linea={dialog.linea} onClose={close} />}
      {dialog?.kind === 'editar-linea' && (
        <LineaFormModal
          linea={dialog.linea}
          proveedores={proveedores}
          servicios={servicios}
          onClose={close}
          onSubmit={(data) => m.updateLinea.mutateAsync({ id: c.id, lineaId: dialog.linea.id, data })}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'cancelar-linea'}
        title="¿Cancelar línea?"
        message={
          dialog?.kind === 'cancelar-linea'
            ? `El sitio ${dialog.linea.sitio_codigo} «${dialog.linea.sitio_nombre}» queda en la campaña, pero sus controles ya no se exigen. Esta acción no se puede deshacer.`
            : undefined
        }
        confirmLabel="Cancelar línea"
        cancelLabel="Volver"
        onConfirm={() => (dialog?.kind === 'cancelar-linea' ? m.cancelLinea.mutateAsync({ id: c.id, lineaId: dialog.linea.id }) : undefined)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'quitar-linea'}
        title="¿Quitar sitio?"
        message={
          dialog?.kind === 'quitar-linea'
            ? `Se quitará el sitio ${dialog.linea.sitio_codigo} «${dialog.linea.sitio_nombre}» de la campaña.`
            : undefined
        }
        confirmLabel="Quitar"
        onConfirm={() => (dialog?.kind === 'quitar-linea' ? m.removeLinea.mutateAsync({ id: c.id, lineaId: dialog.linea.id }) : undefined)}
        onClose={close}
      />
    </section>
  );
}
