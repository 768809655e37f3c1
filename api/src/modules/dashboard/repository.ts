import { sql } from 'kysely';
import type { SessionUser } from 'shared/contracts';
import { rowScope } from '../../platform/auth/row-scope';
import type { Db } from '../../platform/db/database';
import type { InformeCounts } from './schemas';

/**
 * Report counters visible to the user: admins see every report, a provider user the
 * reports of its provider, a client user those of its client (no link → nothing).
 */
export async function countInformes(db: Db, user: SessionUser): Promise<InformeCounts> {
  let q = db.selectFrom('informes as i').select([
    sql<number>`count(*)`.as('informes'),
    sql<number>`count(*) FILTER (WHERE i.fecha_recepcion IS NOT NULL)`.as('recibidos'),
    sql<number>`count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM informe_archivos a WHERE a.informe_id = i.id AND a.descargas > 0))`.as('descargados'),
  ]);
  const scope = rowScope(user);
  if (scope.kind === 'proveedor') q = q.where('i.proveedor_id', '=', scope.proveedorId);
  else if (scope.kind === 'cliente') q = q.where('i.cliente_id', '=', scope.clienteId);
  return q.executeTakeFirstOrThrow();
}
