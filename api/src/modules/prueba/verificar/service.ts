import type { Db } from '../../../platform/db/database';
import { findPaqueteByHash } from '../repository';
import * as repo from './repository';

/**
 * What the public check answers of a hash (docs/decisions/verificar.md): the reports holding an original with these
 * bytes, and the proof pack whose manifest hashes to it, if any (both lower case).
 */
export async function verifyHuella(db: Db, sha256: string) {
  const [informes, paquete] = await Promise.all([repo.listInformesConFoto(db, sha256), findPaqueteByHash(db, sha256)]);
  return { informes, paquete };
}
