import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TIPO_SITIO_LABELS, type ApiSchema } from 'shared/contracts';
import { LazySitesMap, SiteSymbol, type MapSite } from 'shared/map';
import { focusRing, tk } from 'shared/ui';
import { estadoDeLinea } from '../api/estado-linea';
import { ControlesLista } from './controles-linea';
import { EstadoControlBadge } from './estado-control-badge';
import { FotosDelSitio } from './fotos-del-sitio';
import { InformesDelSitio } from './informes-del-sitio';

type Linea = ApiSchema<'CampanaLinea'>;

const Chosen = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surfaceMuted)};
  a {
    color: ${tk((t) => t.link)};
    font-weight: 600;
    &:focus-visible {
      ${focusRing}
    }
  }
`;

const ChosenHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  strong {
    overflow-wrap: anywhere;
  }
`;

/** The lines' sites as the map draws them: each with its line's state (a cancelled line's site drawn as inactive). */
function sitesOfLineas(lineas: readonly Linea[]): MapSite[] {
  return lineas.map((l) => ({
    id: l.sitio_id,
    codigo: l.sitio_codigo,
    nombre: l.sitio_nombre,
    tipo: l.sitio_tipo,
    lat: l.latitud,
    lng: l.longitud,
    activo: !l.cancelada,
    estado: estadoDeLinea(l) ?? undefined,
  }));
}

/**
 * The campaign's sites on the map (shared/map), each with its line's state by shape, glyph and colour and named in
 * words; a site clicked (or pressed with the keyboard) is named under the map with its state, provider, service, its
 * checks and a link to its page.
 */
export function CampanaLineasMapa({ campanaId, lineas }: { campanaId: number; lineas: readonly Linea[] }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const sites = useMemo(() => sitesOfLineas(lineas), [lineas]);
  const chosen = lineas.find((l) => l.sitio_id === selectedId) ?? null;
  return (
    <>
      {/* Below the lines' table: the map's chunk and WebGL start wait until the map is about to be seen. */}
      <LazySitesMap sites={sites} selectedId={selectedId} onSiteClick={setSelectedId} height="min(26rem, 60vh)" whenNear />
      {chosen && (
        <Chosen aria-live="polite" data-testid="sitio-elegido">
          <ChosenHead>
            <SiteSymbol tipo={chosen.sitio_tipo} />
            <strong>
              {chosen.sitio_codigo} · {chosen.sitio_nombre}
            </strong>
            <EstadoControlBadge estado={estadoDeLinea(chosen)} />
            <span>
              {chosen.proveedor} · {chosen.servicio}
              {chosen.cancelada ? ' (línea cancelada)' : ''}
            </span>
            <Link
              to={`/sitios/${chosen.sitio_id}`}
              aria-label={`Ver el sitio ${chosen.sitio_codigo} ${chosen.sitio_nombre} (${TIPO_SITIO_LABELS[chosen.sitio_tipo]})`}
            >
              Ver sitio
            </Link>
          </ChosenHead>
          <ControlesLista controles={chosen.controles} label={`Controles de ${chosen.sitio_codigo} (sitio elegido en el mapa)`} />
          <FotosDelSitio sitioId={chosen.sitio_id} codigo={chosen.sitio_codigo} radio={chosen.radio_m} />
          <InformesDelSitio campanaId={campanaId} sitioId={chosen.sitio_id} sitioCodigo={chosen.sitio_codigo} />
        </Chosen>
      )}
    </>
  );
}
