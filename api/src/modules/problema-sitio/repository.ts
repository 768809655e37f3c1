import { sql } from 'kysely';
import { ROLE } from 'shared/contracts';
import type { Db } from '../../platform/db/database';

/** The newest completed report of a line (its campaign and site), if any: what a problem at that site sends back. */
export async function ultimoInformeCompletado(trx: Db, campanaId: number, lineaId: number): Promise<{ id: number; sitio: string } | undefined> {
  return trx
    .selectFrom('campana_lineas as cl')
    .innerJoin('sitios as s', 's.id', 'cl.sitio_id')
    .innerJoin('informes as i', (j) => j.onRef('i.campana_id', '=', 'cl.campana_id').onRef('i.sitio_id', '=', 'cl.sitio_id'))
    .select(['i.id', sql<string>`s.codigo || ' ' || s.nombre`.as('sitio')])
    .where('cl.id', '=', lineaId)
    .where('cl.campana_id', '=', campanaId)
    .where('i.estado', '=', 'completado')
    .orderBy('i.fecha', 'desc')
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The active users of a line's provider, with their role: whom a problem at its site is told to. */
export async function usuariosDelProveedorDeLinea(trx: Db, lineaId: number): Promise<Array<{ id: number; tipo: typeof ROLE.PROVEEDOR }>> {
  const rows = await trx
    .selectFrom('usuarios as u')
    .innerJoin('campana_lineas as cl', 'cl.proveedor_id', 'u.proveedor_id')
    .select('u.id')
    .where('cl.id', '=', lineaId)
    .where('u.activo', '=', true)
    .where('u.tipo', '=', ROLE.PROVEEDOR)
    .execute();
  return rows.map((r) => ({ id: r.id, tipo: ROLE.PROVEEDOR }));
}
