import { sql } from 'kysely';
import { sumarDias } from 'shared/contracts';
import type { RowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { campanaEnAlcance, controlColumns, estadoControlSql, LINEA_SITIO_COLUMNS, lineaEnAlcance } from './scope';
import type { ControlCampana, ControlesFilter } from './schemas';

/** "Por reportar": a check whose window opens within this many days, or one late by at most POR_REPORTAR_ATRASO_DIAS. */
const POR_REPORTAR_ANTICIPO_DIAS = 7;
const POR_REPORTAR_ATRASO_DIAS = 30;

/**
 * The checks of campaign lines in reach, with their campaign, site, provider and state (docs/decisions/cumplimiento.md):
 * what "Por reportar", the dashboard's late checks and the compliance export list.
 */
function filtered(db: Db, scope: RowScope, f: ControlesFilter, hoy: string) {
  const estado = estadoControlSql(hoy);
  let q = db
    .selectFrom('campana_controles as cc')
    .innerJoin('campana_lineas as cl', 'cl.id', 'cc.linea_id')
    .innerJoin('campanas as ca', 'ca.id', 'cl.campana_id')
    .where(campanaEnAlcance(scope))
    .where(lineaEnAlcance(scope));
  if (f.campana_id) q = q.where('ca.id', '=', f.campana_id);
  if (f.proveedor_id) q = q.where('cl.proveedor_id', '=', f.proveedor_id);
  if (f.estado?.length) q = q.where(sql<boolean>`${estado} = ANY(${f.estado}::text[])`);
  if (f.por_reportar) {
    q = q
      .where(sql<boolean>`${estado} IN ('pendiente', 'atrasado')`)
      .where('cc.desde', '<=', sumarDias(hoy, POR_REPORTAR_ANTICIPO_DIAS))
      .where('cc.hasta', '>=', sumarDias(hoy, -POR_REPORTAR_ATRASO_DIAS));
  }
  return q;
}

function detailed(db: Db, scope: RowScope, f: ControlesFilter, hoy: string) {
  return filtered(db, scope, f, hoy)
    .innerJoin('clientes as c', 'c.id', 'ca.cliente_id')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .innerJoin('provincias as pr', 'pr.id', 's.provincia_id')
    .innerJoin('localidades as lo', 'lo.id', 's.localidad_id')
    .innerJoin('proveedores as pv', 'pv.id', 'cl.proveedor_id')
    .select([
      ...controlColumns(hoy),
      'ca.id as campana_id',
      'ca.nombre as campana',
      'ca.cliente_id',
      'c.razon_social as cliente',
      'cl.id as linea_id',
      ...LINEA_SITIO_COLUMNS,
      // The newest report that answers it: the one a reviewer opens.
      sql<number | null>`(SELECT i.id FROM informes i WHERE i.control_id = cc.id ORDER BY i.fecha DESC, i.id DESC LIMIT 1)`.as('informe_id'),
    ]);
}

/** Soonest deadline first (the late ones lead), then the site's code. */
export async function listControles(db: Db, scope: RowScope, f: ControlesFilter, page: { page: number; limit: number }, hoy: string) {
  const [rows, count] = await Promise.all([
    detailed(db, scope, f, hoy)
      .orderBy('cc.hasta')
      .orderBy('s.codigo')
      .orderBy('cc.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    filtered(db, scope, f, hoy)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ControlCampana[], total: count.n };
}

/** Every check of the filter, for the compliance export: by campaign, site and window. */
export async function exportControles(db: Db, scope: RowScope, f: ControlesFilter, hoy: string): Promise<ControlCampana[]> {
  const rows = await detailed(db, scope, f, hoy)
    .orderBy('ca.nombre')
    .orderBy('ca.id')
    .orderBy('s.codigo')
    .orderBy('cc.desde')
    .orderBy('cc.id')
    .execute();
  return rows;
}
