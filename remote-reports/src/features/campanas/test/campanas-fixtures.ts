import { cumplimientoDe, resumenCumplimiento, type ApiSchema } from 'shared/contracts';

type Detalle = ApiSchema<'CampanaDetalle'>;
type Linea = ApiSchema<'CampanaLinea'>;

/** A campaign of the list (Bebidas La Sabana's, running in March 2026). */
export const campana = (id: number, extra: Partial<ApiSchema<'Campana'>> = {}): ApiSchema<'Campana'> => ({
  id,
  cliente_id: 2,
  cliente: 'Bebidas La Sabana S.A.S.',
  nombre: `Lanzamiento ${id}`,
  descripcion: null,
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  estado: 'activa',
  cancelada_at: null,
  motivo_cancelacion: null,
  sitios: 2,
  informes: 0,
  // 3 of 4 due fulfilled, 1 late, 2 not due yet.
  cumplimiento: resumenCumplimiento({ cumplido: 3, atrasado: 1, pendiente: 2 }),
  aceptacion: null,
  creado_at: '2026-02-01T15:00:00.000Z',
  ...extra,
});

/** A line (its installation fulfilled, its first verification pending); its summary from its checks' states. */
export const linea = (id: number, extra: Partial<Linea> = {}): Linea =>
  withCumplimiento({
    id,
    sitio_id: 100 + id,
    sitio_codigo: `VAL-${id}`,
    sitio_nombre: `Valla ${id}`,
    sitio_tipo: 'valla',
    latitud: 4.65,
    longitud: -74.09,
    radio_m: 150,
    provincia_id: 11,
    provincia: 'Bogotá, D.C.',
    localidad_id: 151,
    localidad: 'Bogotá, D.C.',
    proveedor_id: 3,
    proveedor: 'Publicidad Exterior Andina S.A.S.',
    servicio_id: 1,
    servicio: 'Valla tradicional',
    instalacion_dias: 3,
    verificacion_cada_dias: 7,
    retiro_dias: null,
    cancelada: false,
    informes: 0,
    controles: [
      { id: id * 10, tipo: 'instalacion', numero: 1, desde: '2026-02-22', hasta: '2026-03-04', estado: 'cumplido', cumplido_en: '2026-03-02' },
      { id: id * 10 + 1, tipo: 'verificacion', numero: 1, desde: '2026-03-05', hasta: '2026-03-11', estado: 'pendiente', cumplido_en: null },
    ],
    cumplimiento: resumenCumplimiento({}),
    ...extra,
  });

/** A check of a line's. */
export const control = (
  id: number,
  estado: ApiSchema<'CampanaControl'>['estado'],
  extra: Partial<ApiSchema<'CampanaControl'>> = {},
): ApiSchema<'CampanaControl'> => ({
  id,
  tipo: 'verificacion',
  numero: id,
  desde: '2026-03-05',
  hasta: '2026-03-11',
  estado,
  cumplido_en: estado === 'cumplido' ? '2026-03-06' : null,
  ...extra,
});

function withCumplimiento(l: Linea): Linea {
  return { ...l, cumplimiento: cumplimientoDe(l.controles.map((c) => c.estado)) };
}

/** Campaign 5 with two lines of one provider. */
export const detalle = (extra: Partial<Detalle> = {}): Detalle => ({
  ...campana(5),
  lineas: [linea(1), linea(2, { informes: 1 })],
  por_proveedor: [{ proveedor_id: 3, proveedor: 'Publicidad Exterior Andina S.A.S.', ...resumenCumplimiento({ cumplido: 2, pendiente: 2 }) }],
  ...extra,
});
