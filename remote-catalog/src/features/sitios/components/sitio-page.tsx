import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { canUse } from 'shared/contracts';
import { useSession } from 'shared/session';
import { BackLink, Button, ConfirmDialog, DetailPageStates, PageHeader } from 'shared/ui';
import { useProveedorOptions } from '../../catalogos/hooks/use-proveedor-options';
import { useSitio, useSitioCampanas, useSitioFotos } from '../hooks/use-sitio';
import { useSitioMutations } from '../hooks/use-sitio-mutations';
import { SitioCampanas } from './sitio-campanas';
import { SitioDatos } from './sitio-datos';
import { SitioFormModal } from './sitio-form-modal';
import { SitioFotoReferencia } from './sitio-foto-referencia';
import { SitioFotos } from './sitio-fotos';
import { ActivoBadge } from './sitios-table';
import { TipoSitioLabel } from './tipo-sitio';

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

const BACK = { to: '/sitios', label: 'Volver a sitios' };

/**
 * /sitios/:id — a site's page: its data, its reference photo, its campaigns, and every photo taken there on a map
 * (with the site and its radius) and a timeline. Administrators edit or delete it and choose its reference photo.
 */
export function SitioPage() {
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const { user } = useSession();
  const isAdmin = canUse('sitios.write', user?.tipo);
  const navigate = useNavigate();
  const query = useSitio(id);
  const found = query.data !== undefined;
  const [fotosPage, setFotosPage] = useState(1);
  const fotos = useSitioFotos(id, fotosPage, found);
  const campanas = useSitioCampanas(id, found);
  const { update, remove, fotoReferencia } = useSitioMutations();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // While its deletion completes, the site's refetch answers 404: keep showing it until we leave the page.
  const [removing, setRemoving] = useState(false);
  const [fotoAbierta, setFotoAbierta] = useState<number | null>(null);
  const proveedores = useProveedorOptions(isAdmin && editing);

  const status = query.error?.status;
  const notFound = Number.isNaN(id) || ((status === 404 || status === 400) && !(removing && query.data));
  if (notFound || !query.data) {
    return (
      <DetailPageStates
        back={BACK}
        query={query}
        loadingLabel="Cargando sitio"
        errorText="Error cargando el sitio"
        // A site that does not exist or is outside the user's reach (the API answers both alike).
        notFound={
          notFound && { title: 'Sitio no encontrado', titleId: 'sitio-no-encontrado', message: 'El sitio no existe o no tienes acceso a él.' }
        }
      />
    );
  }

  const sitio = query.data;
  const referenciaBusy = fotoReferencia.isPending ? fotoReferencia.variables?.archivoId : undefined;

  return (
    <section aria-labelledby="sitio-title">
      <BackLink to={BACK.to}>{BACK.label}</BackLink>
      <PageHeader
        title={sitio.nombre}
        titleId="sitio-title"
        description={
          <Subtitle>
            Sitio {sitio.codigo} <TipoSitioLabel tipo={sitio.tipo} inactive={!sitio.activo} /> <ActivoBadge activo={sitio.activo} /> ·{' '}
            {sitio.localidad} ({sitio.provincia})
          </Subtitle>
        }
        actions={
          isAdmin && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Editar
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Eliminar
              </Button>
            </>
          )
        }
      />
      <Sections>
        <Column>
          <SitioDatos sitio={sitio} />
          <SitioFotos
            sitio={sitio}
            query={fotos}
            page={fotosPage}
            onPage={setFotosPage}
            openId={fotoAbierta}
            onOpen={setFotoAbierta}
            onReferencia={isAdmin ? (f) => fotoReferencia.mutate({ id: sitio.id, archivoId: f.id }) : undefined}
            referenciaBusyId={referenciaBusy ?? null}
          />
        </Column>
        <Column>
          <SitioFotoReferencia
            sitio={sitio}
            onQuitar={isAdmin ? () => fotoReferencia.mutate({ id: sitio.id, archivoId: null }) : undefined}
            busy={fotoReferencia.isPending && referenciaBusy === null}
          />
          <SitioCampanas query={campanas} />
        </Column>
      </Sections>
      {editing && (
        <SitioFormModal
          sitio={sitio}
          proveedores={proveedores.data ?? []}
          loadingProveedores={proveedores.isPending}
          onClose={() => setEditing(false)}
          onSubmit={(data) => update.mutateAsync({ id: sitio.id, data })}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="¿Eliminar sitio?"
        message={`Se eliminará el sitio ${sitio.codigo} "${sitio.nombre}". Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        onConfirm={async () => {
          setRemoving(true);
          try {
            await remove.mutateAsync(sitio.id);
            void navigate('/sitios', { replace: true });
          } catch (error) {
            setRemoving(false);
            throw error;
          }
        }}
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}
