import type { InformeDetalle } from 'shared/contracts';
import { formatCOP, formatDate, formatDateTime } from 'shared/format';
import { DescriptionList } from 'shared/ui';
import { controlDeInforme, sitioDeInforme } from '../api/campana-sitio';
import { InformeSeccion } from './informe-seccion';

/**
 * Every field of the report in a readable layout: dates es-ES, instants in Bogotá time, price in COP; its campaign's
 * site (código — nombre) and check when it names them.
 */
export function InformeDatos({ informe: i }: { informe: InformeDetalle }) {
  const sitio = sitioDeInforme(i);
  const control = controlDeInforme(i);
  return (
    <InformeSeccion title="Datos del informe">
      <DescriptionList
        label="Datos del informe"
        items={[
          { term: 'Servicio', detail: `${i.servicio_nombre} — ${formatCOP(i.servicio_precio)}` },
          { term: 'Cliente', detail: i.cliente_nombre },
          { term: 'Proveedor', detail: i.proveedor_nombre },
          { term: 'Provincia / Localidad', detail: `${i.provincia_nombre} / ${i.localidad_nombre}` },
          { term: 'Ubicación', detail: i.ubicacion_lugar || '—' },
          // The site and check it proves (docs/decisions/sitios-campanas.md), when it names them.
          ...(sitio ? [{ term: 'Sitio', detail: sitio }] : []),
          ...(control ? [{ term: 'Control', detail: control }] : []),
          { term: 'Fecha', detail: formatDate(i.fecha) },
          { term: 'Fecha de recepción', detail: i.fecha_recepcion ? formatDate(i.fecha_recepcion) : 'Sin recibir' },
          { term: 'Descripción', detail: i.descripcion || '—', wide: true },
          { term: 'Incidencias', detail: i.informe_incidencias || 'Sin incidencias', wide: true },
          { term: 'Autor', detail: i.autor ? `${i.autor.nombre} (${i.autor.usuario})` : 'Usuario eliminado' },
          { term: 'Creado', detail: formatDateTime(i.creado_at) },
          { term: 'Actualizado', detail: formatDateTime(i.actualizado_at) },
        ]}
      />
    </InformeSeccion>
  );
}
