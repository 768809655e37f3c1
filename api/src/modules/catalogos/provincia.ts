import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { badRequest } from '../../platform/http/errors';

export const MSG_PROVINCIA_INEXISTENTE = 'La provincia seleccionada no existe';

/** 400 provincia_inexistente when a body names a province that does not exist (null or left out: nothing to check). */
export async function checkProvincia(trx: Transaction<DB> | Kysely<DB>, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await trx.selectFrom('provincias').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest('provincia_inexistente', MSG_PROVINCIA_INEXISTENTE);
}
