import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { VerificacionInforme } from './schemas';

/**
 * The reports that hold an original with this SHA-256 (lower case), one row per report (a report that received
 * the same bytes twice, before uploads were idempotent, shows its first upload), oldest first. Only what the
 * public check answers: the report's number, its campaign and when the photo arrived. A deleted report's photos
 * are deleted with it (ON DELETE CASCADE), and the join keeps it that way whatever happens to that rule.
 * Served by informe_archivos_sha256_idx (migration 014).
 */
export async function listInformesConFoto(db: Db, sha256: string): Promise<VerificacionInforme[]> {
  const { rows } = await sql<VerificacionInforme>`
    SELECT i.id AS informe_id, i.campana, min(a.creado_at) AS subida_at
      FROM informe_archivos a
      JOIN informes i ON i.id = a.informe_id
     WHERE a.sha256 = ${sha256}
     GROUP BY i.id, i.campana
     ORDER BY subida_at, i.id
     LIMIT 100`.execute(db);
  return rows;
}
