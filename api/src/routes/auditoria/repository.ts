import { sql, type ExpressionBuilder } from 'kysely';
import type { AuditEvent, AuditQuery } from '../../contracts';
import { BUSINESS_TIME_ZONE } from '../../time-zone';
import type { Db } from '../../db/database';
import { likePattern } from '../../db/like';
import type { DB } from '../../db/schema';

const TZ = sql.lit(BUSINESS_TIME_ZONE);

/** Columns of an AuditEvent (shared/contracts); fecha/hora in America/Bogota. */
const auditEventColumns = [
  'id',
  'usuario',
  'accion',
  'tabla',
  'registro_id',
  sql<string>`to_char(creado_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD')`.as('fecha'),
  sql<string>`to_char(creado_at AT TIME ZONE ${TZ}, 'HH24:MI:SS')`.as('hora'),
  'detalles',
] as const;


function filters(q: AuditQuery) {
  return (eb: ExpressionBuilder<DB, 'auditoria'>) => {
    const conds = [];
    if (q.usuario) conds.push(eb('usuario', '=', q.usuario));
    if (q.accion) conds.push(eb('accion', '=', q.accion));
    if (q.entidad) conds.push(eb('tabla', '=', q.entidad));
    // Whole Bogota days: [fechaInicio 00:00, fechaFin + 1 day 00:00) in America/Bogota.
    if (q.fechaInicio) conds.push(eb('creado_at', '>=', sql<string>`(${q.fechaInicio}::date)::timestamp AT TIME ZONE ${TZ}`));
    if (q.fechaFin) conds.push(eb('creado_at', '<', sql<string>`((${q.fechaFin}::date) + 1)::timestamp AT TIME ZONE ${TZ}`));
    const term = q.search?.trim();
    if (term) {
      // Same expression as the trigram index auditoria_busqueda_trgm_idx (migration 001).
      conds.push(eb(sql`(usuario || ' ' || tabla || ' ' || detalles)`, 'ilike', likePattern(term)));
    }
    return eb.and(conds);
  };
}

export async function listAuditEvents(db: Db, q: AuditQuery & { page: number; limit: number }): Promise<{ rows: AuditEvent[]; total: number }> {
  const where = filters(q);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('auditoria')
      .select(auditEventColumns)
      .where(where)
      .orderBy('creado_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    db.selectFrom('auditoria').select((eb) => eb.fn.countAll<number>().as('total')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** Latest events, for the dashboard: all (admins) or one user's own. */
export async function recentAuditEvents(db: Db, limit: number, usuarioId: number | null): Promise<AuditEvent[]> {
  let q = db
    .selectFrom('auditoria')
    .select(auditEventColumns);
  if (usuarioId !== null) q = q.where('usuario_id', '=', usuarioId);
  return q.orderBy('creado_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function auditOptions(db: Db): Promise<{ usuarios: string[]; entidades: string[] }> {
  const [usuarios, entidades] = await Promise.all([
    db.selectFrom('auditoria').select('usuario').distinct().orderBy('usuario').execute(),
    db.selectFrom('auditoria').select('tabla').distinct().orderBy('tabla').execute(),
  ]);
  return { usuarios: usuarios.map((r) => r.usuario), entidades: entidades.map((r) => r.tabla) };
}
