import type { Db } from '../../platform/db/database';
import { sql, type ColumnType, type Generated } from 'kysely';
import { informeEnAlcance, type RowScope } from '../../platform/auth/row-scope';
import type { ArchivoRow } from '../fotos';
import type { AlcancePaquete } from './manifiesto';

/** An issued proof pack as /verificar shows it (docs/decisions/proof-pack.md). */
interface PaqueteRecord {
  creado_at: string;
  informes: number;
  fotos: number;
  /** A campaign's pack: the campaign's name when it was issued (its manifest's scope); else null. */
  campana: string | null;
}

/** The pack whose manifest hashes to `sha256` (64 hex, any case), or undefined. */
export async function findPaqueteByHash(db: Db, sha256: string): Promise<PaqueteRecord | undefined> {
  const hash = sha256.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hash)) return undefined;
  return db
    .selectFrom('paquetes_prueba')
    .select(['creado_at', 'informes', 'fotos', sql<string | null>`alcance->>'campana'`.as('campana')])
    .where('sha256', '=', hash)
    .executeTakeFirst();
}

/** The reports of a campaign the user may read, oldest first (the campaign's pack groups them by site and check). */
export async function listInformeIdsDeCampana(db: Db, scope: RowScope, campanaId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('informes as i')
    .select('i.id')
    .where('i.campana_id', '=', campanaId)
    .where(informeEnAlcance(scope, 'i'))
    .orderBy('i.fecha')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertPaquete(
  db: Db,
  p: {
    sha256: string;
    usuario: { id: number; usuario: string };
    alcance: AlcancePaquete & { generado_at: string; generado_por: string };
    informes: number;
    fotos: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('paquetes_prueba')
    .values({
      sha256: p.sha256,
      usuario_id: p.usuario.id,
      usuario: p.usuario.usuario,
      alcance: JSON.stringify(p.alcance),
      informes: p.informes,
      fotos: p.fotos,
      creado_at: p.alcance.generado_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A photo as the pack prints it: the row's columns the PDF and the manifest read. */
export type FotoPaquete = Pick<
  ArchivoRow,
  | 'id'
  | 'informe_id'
  | 'nombre_original'
  | 'nombre_almacenado'
  | 'sha256'
  | 'latitud'
  | 'longitud'
  | 'tiene_metadatos_gps'
  | 'tomada_local'
  | 'tomada_offset'
  | 'camara_marca'
  | 'camara_modelo'
  | 'gps_latitud'
  | 'gps_longitud'
>;

/** The photos of these reports, each report's in upload order (the ZIP's and the gallery's order). */
export async function listFotosOfInformes(db: Db, informeIds: readonly number[]): Promise<Map<number, FotoPaquete[]>> {
  const out = new Map<number, FotoPaquete[]>(informeIds.map((id) => [id, []]));
  if (informeIds.length === 0) return out;
  const rows = await db
    .selectFrom('informe_archivos')
    .select([
      'id',
      'informe_id',
      'nombre_original',
      'nombre_almacenado',
      'sha256',
      'latitud',
      'longitud',
      'tiene_metadatos_gps',
      'tomada_local',
      'tomada_offset',
      'camara_marca',
      'camara_modelo',
      'gps_latitud',
      'gps_longitud',
    ])
    .where('informe_id', 'in', [...informeIds])
    .orderBy('creado_at')
    .orderBy('id')
    .execute();
  for (const r of rows) out.get(r.informe_id)?.push({ ...r, sha256: r.sha256?.trim() ?? null });
  return out;
}

/* Its tables (migrations/*.sql), added to the database type of the platform. */
/** One export at a time per user (migration 010, platform/http/one-export.ts). */
/** An issued proof pack (migration 016, docs/decisions/proof-pack.md). */
interface PaquetesPruebaTable {
  id: Generated<number>;
  sha256: string;
  usuario_id: number | null;
  usuario: string;
  alcance: ColumnType<Record<string, unknown>, string, string>;
  informes: number;
  fotos: number;
  creado_at: ColumnType<string, Date | string, Date | string>;
}

declare module '../../platform/db/schema' {
  interface DB {
    paquetes_prueba: PaquetesPruebaTable;
  }
}
