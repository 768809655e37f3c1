import type { Kysely, Transaction } from 'kysely';
import type { AuditAccion, DB } from '../db/schema';

/** Who did it: the signed-in user, or a named system actor (seed, startup) with no user row. */
export type AuditActor = { id: number; usuario: string } | { id: null; usuario: string };

export interface AuditEntry {
  usuario: AuditActor;
  accion: AuditAccion;
  /** Table name of the changed record, e.g. 'servicios'. */
  tabla: string;
  registro_id: number | null;
  /** Human-readable Spanish summary. Never passwords, hashes or tokens. */
  detalles: string;
  ip?: string | null;
  /** Structured data for screens that read audit rows back, e.g. a report's status history (modules/informes/audit-entries.ts). */
  datos?: Record<string, unknown>;
  /** Only for data loads that replay history (demo seed); defaults to now(). */
  creado_at?: Date | string;
}

/**
 * Writes one audit row. Call it with the SAME transaction as the change it describes,
 * so the change and its audit row commit or roll back together:
 *
 *   await db.transaction().execute(async (trx) => {
 *     const row = await repo.insert(trx, data);
 *     await writeAudit(trx, { usuario: actorOf(request), accion: 'CREAR', tabla: 'servicios',
 *                             registro_id: row.id, detalles: `Servicio creado: ${row.nombre}` });
 *   });
 */
export async function writeAudit(trx: Transaction<DB> | Kysely<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('auditoria')
    .values({
      usuario_id: entry.usuario.id,
      usuario: entry.usuario.usuario,
      accion: entry.accion,
      tabla: entry.tabla,
      registro_id: entry.registro_id,
      detalles: entry.detalles.slice(0, 2000),
      ip: entry.ip ?? null,
      datos: entry.datos === undefined ? null : JSON.stringify(entry.datos),
      ...(entry.creado_at !== undefined ? { creado_at: entry.creado_at } : {}),
    })
    .execute();
}
