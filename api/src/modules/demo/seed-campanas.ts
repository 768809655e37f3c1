import type { Transaction } from 'kysely';
import { rewriteControles } from '../campanas';
import type { DB } from '../../platform/db/schema';
import { DEMO_CAMPANAS, DEMO_SITIOS } from './data';
import { catalogMoment, demoCampanaFechas, pastMoment } from './timeline';

/**
 * The demo's sites, campaigns, their lines and the checks of each line (docs/decisions/sitios-campanas.md), in the
 * seed's transaction: the checks are written by the campanas module's own rewriteControles (ventanasDeLinea).
 */

type Audit = (tabla: string, registro_id: number, detalles: string, creado_at: Date) => Promise<void>;
type Lugar = (codigo: string) => { id: number; provincia_id: number; nombre: string };

/** What the reports need to name their campaign, site and check. */
export interface DemoCampanasRefs {
  sitios: Map<string, { id: number; provincia_id: number; localidad_id: number; nombre: string; localidad: string }>;
  campanas: number[];
  /** `${campaña}/${sitio}/${tipo}/${numero}` → check id. */
  controles: Map<string, number>;
}

export const controlKey = (campana: number, sitio: string, tipo: string, numero: number): string => `${campana}/${sitio}/${tipo}/${numero}`;

export async function seedCampanas(
  trx: Transaction<DB>,
  now: Date,
  ids: { proveedores: number[]; clientes: number[]; servicios: number[] },
  lugar: Lugar,
  audit: Audit,
  radioPorDefecto: number,
): Promise<DemoCampanasRefs> {
  const sitios = await trx
    .insertInto('sitios')
    .values(
      DEMO_SITIOS.map((s, i) => {
        const l = lugar(s.municipio);
        const at = catalogMoment(now, 20 + Math.floor(i / 4));
        return {
          codigo: s.codigo,
          nombre: s.nombre,
          tipo: s.tipo,
          direccion: s.direccion,
          provincia_id: l.provincia_id,
          localidad_id: l.id,
          latitud: s.latitud,
          longitud: s.longitud,
          radio_m: s.radio_m ?? radioPorDefecto,
          proveedor_id: s.proveedor === undefined ? null : ids.proveedores[s.proveedor],
          activo: s.activo ?? true,
          notas: s.notas ?? null,
          creado_at: at,
          actualizado_at: at,
        };
      }),
    )
    .returning(['id', 'codigo', 'nombre', 'provincia_id', 'localidad_id', 'creado_at'])
    .execute();
  for (const s of sitios) await audit('sitios', s.id, `sitio ${s.codigo} «${s.nombre}» creado`, new Date(s.creado_at));
  const porCodigo = new Map(sitios.map((s, i) => [s.codigo, { ...s, localidad: lugar(DEMO_SITIOS[i].municipio).nombre }] as const));

  const campanas: number[] = [];
  const controles = new Map<string, number>();
  for (const c of DEMO_CAMPANAS) {
    const fechas = demoCampanaFechas(now, c);
    // Bought three weeks before it starts (a planned one: ten days ago).
    const creado = pastMoment(now, Math.max(10, c.inicioHaceDias + 21), 10, 15);
    const cancelada = fechas.cancelada === null ? null : pastMoment(now, c.inicioHaceDias - c.cancelada!.diasTrasInicio, 11, 40);
    const row = await trx
      .insertInto('campanas')
      .values({
        cliente_id: ids.clientes[c.cliente],
        nombre: c.nombre,
        descripcion: c.descripcion,
        fecha_inicio: fechas.fecha_inicio,
        fecha_fin: fechas.fecha_fin,
        cancelada_at: cancelada,
        motivo_cancelacion: c.cancelada?.motivo ?? null,
        creado_at: creado,
        actualizado_at: cancelada ?? creado,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    campanas.push(row.id);
    await audit('campanas', row.id, `campaña «${c.nombre}» creada (${fechas.fecha_inicio} – ${fechas.fecha_fin})`, creado);
    const lineas = await trx
      .insertInto('campana_lineas')
      .values(
        c.lineas.map(([sitio, proveedor, servicio]) => ({
          campana_id: row.id,
          sitio_id: porCodigo.get(sitio)!.id,
          proveedor_id: ids.proveedores[proveedor],
          servicio_id: ids.servicios[servicio],
          ...c.reglas,
          creado_at: creado,
        })),
      )
      .returning(['id', 'sitio_id'])
      .execute();
    await audit('campanas', row.id, `campaña «${c.nombre}»: ${lineas.length} sitios agregados (${c.lineas.map(([s]) => s).join(', ')})`, creado);
    await rewriteControles(trx, { id: row.id, ...fechas });
    const codigoDe = new Map(sitios.map((s) => [s.id, s.codigo]));
    const escritos = await trx
      .selectFrom('campana_controles as cc')
      .innerJoin('campana_lineas as cl', 'cl.id', 'cc.linea_id')
      .select(['cc.id', 'cl.sitio_id', 'cc.tipo', 'cc.numero'])
      .where('cl.campana_id', '=', row.id)
      .execute();
    for (const x of escritos) controles.set(controlKey(campanas.length - 1, codigoDe.get(x.sitio_id)!, x.tipo, x.numero), x.id);
    if (cancelada) await audit('campanas', row.id, `campaña «${c.nombre}» cancelada: ${c.cancelada!.motivo}`, cancelada);
  }
  return { sitios: porCodigo, campanas, controles };
}
