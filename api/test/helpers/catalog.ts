import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import type { DB } from '../../src/platform/db/schema';

/** The newest audit row written for one record of `tabla`. */
export function lastAuditOf(db: Db, tabla: string, registroId: number) {
  return db
    .selectFrom('auditoria')
    .select(['accion', 'tabla', 'registro_id', 'detalles', 'usuario'])
    .where('tabla', '=', tabla)
    .where('registro_id', '=', registroId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** How many rows a table holds. */
export async function countRows(db: Db, table: keyof DB): Promise<number> {
  return (
    await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}
