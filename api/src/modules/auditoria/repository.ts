import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AuditEvent, AuditOptions, AuditQuery } from 'shared/contracts';
import { BUSINESS_TIME_ZONE } from '../../platform/time-zone';
import type { AuditScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import { matchesSearch } from '../../platform/lib/search';
import type { DB } from '../../platform/db/schema';

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

/** The filters of the audit log (every query parameter but page and limit). */
export type AuditFilters = Omit<AuditQuery, 'page' | 'limit'>;

function scoped(scope: AuditScope) {
  return (eb: ExpressionBuilder<DB, 'auditoria'>) => (scope.kind === 'todo' ? eb.and([]) : eb('usuario_id', '=', scope.usuarioId));
}

function filters(q: AuditFilters, scope: AuditScope) {
  return (eb: ExpressionBuilder<DB, 'auditoria'>) => {
    const conds: Expression<SqlBool>[] = [scoped(scope)(eb)];
    if (q.usuario) conds.push(eb('usuario', '=', q.usuario));
    if (q.accion) conds.push(eb('accion', '=', q.accion));
    if (q.entidad) conds.push(eb('tabla', '=', q.entidad));
    // Whole Bogota days: [fechaInicio 00:00, fechaFin + 1 day 00:00) in America/Bogota.
    if (q.fechaInicio) conds.push(eb('creado_at', '>=', sql<string>`(${q.fechaInicio}::date)::timestamp AT TIME ZONE ${TZ}`));
    if (q.fechaFin) conds.push(eb('creado_at', '<', sql<string>`((${q.fechaFin}::date) + 1)::timestamp AT TIME ZONE ${TZ}`));
    const term = q.search?.trim();
    if (term) {
      // Same expression as the trigram index auditoria_busqueda_trgm_idx (migration 012).
      conds.push(matchesSearch(sql<string>`usuario || ' ' || tabla || ' ' || detalles`, term));
    }
    return eb.and(conds);
  };
}

export async function listAuditEvents(
  db: Db,
  q: AuditFilters & { page: number; limit: number },
  scope: AuditScope,
): Promise<{ rows: AuditEvent[]; total: number }> {
  const where = filters(q, scope);
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
    db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** Rows fetched per query by the CSV export. */
const EXPORT_PAGE_ROWS = 5_000;

/**
 * Every event matching the filters, newest first, in keyset pages of `pageRows` (one short query each, so the
 * export never holds the database connection or a whole result set: other requests run between pages).
 * The key is (creado_at, id) with creado_at carried as text, exact to the microsecond. Events written while
 * the export runs are newer than the first page and are left out.
 */
export async function* auditEventPages(db: Db, q: AuditFilters, scope: AuditScope, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<AuditEvent[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('auditoria')
      .select([...auditEventColumns, sql<string>`creado_at::text`.as('clave')])
      .where(filters(q, scope));
    if (after) {
      const { at, id } = after;
      query = query.where(sql<boolean>`(creado_at, id) < (${at}::timestamptz, ${id})`);
    }
    const rows = await query.orderBy('creado_at', 'desc').orderBy('id', 'desc').limit(pageRows).execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = { at: last.clave, id: last.id };
    yield rows.map(({ clave: _clave, ...event }) => event);
    if (rows.length < pageRows) return;
  }
}

/** Latest events the user may see, for the dashboard's "Actividad Reciente". */
export async function recentAuditEvents(db: Db, limit: number, scope: AuditScope): Promise<AuditEvent[]> {
  return db
    .selectFrom('auditoria')
    .select(auditEventColumns)
    .where(scoped(scope))
    .orderBy('creado_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Distinct users and tables among the events the user may see (the filter selects). */
export async function auditOptions(db: Db, scope: AuditScope): Promise<AuditOptions> {
  const [usuarios, entidades] = await Promise.all([
    db.selectFrom('auditoria').select('usuario').distinct().where(scoped(scope)).orderBy('usuario').execute(),
    db.selectFrom('auditoria').select('tabla').distinct().where(scoped(scope)).orderBy('tabla').execute(),
  ]);
  return { usuarios: usuarios.map((r) => r.usuario), entidades: entidades.map((r) => r.tabla) };
}
