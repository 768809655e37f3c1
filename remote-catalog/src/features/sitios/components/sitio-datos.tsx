import type { Sitio } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { formatPoint } from 'shared/map';
import { DescriptionList } from 'shared/ui';
import { SitioSeccion } from './sitio-seccion';
import { ActivoBadge } from './sitios-table';
import { TipoSitioLabel } from './tipo-sitio';

/** "Datos" of the site's page: every field of the site, with the form's labels. */
export function SitioDatos({ sitio }: { sitio: Sitio }) {
  return (
    <SitioSeccion title="Datos">
      <DescriptionList
        label="Datos del sitio"
        items={[
          { term: 'Código', detail: sitio.codigo },
          { term: 'Tipo', detail: <TipoSitioLabel tipo={sitio.tipo} inactive={!sitio.activo} /> },
          { term: 'Dirección', detail: sitio.direccion ?? '—', wide: true },
          { term: 'Departamento', detail: sitio.provincia },
          { term: 'Municipio', detail: sitio.localidad },
          { term: 'Coordenadas', detail: formatPoint({ lat: sitio.latitud, lng: sitio.longitud }) },
          { term: 'Radio (m)', detail: `${sitio.radio_m} m` },
          { term: 'Proveedor', detail: sitio.proveedor ?? 'Sin proveedor' },
          { term: 'Activo', detail: <ActivoBadge activo={sitio.activo} /> },
          {
            term: 'Informes',
            detail: sitio.ultimo_informe ? `${sitio.informes} (último: ${formatDate(sitio.ultimo_informe)})` : String(sitio.informes),
          },
          { term: 'Creado', detail: formatDate(sitio.creado_at) },
          { term: 'Notas', detail: sitio.notas ?? '—', wide: true },
        ]}
      />
    </SitioSeccion>
  );
}
