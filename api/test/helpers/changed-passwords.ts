import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/platform/auth/password';
import { prepareDatabase, testConfig } from './test-app';

/** Passwords nobody published, for servers that refuse to start with demo passwords (exposed, behind a proxy). */
export const NEW_PASSWORDS = { admin: 'Bogota-Valla-2026!', proveedor: 'Medellin-Lona-2026!', cliente: 'Cali-Pendon-2026!' };

/** A data dir whose three demo accounts have the NEW_PASSWORDS. */
export async function databaseWithChangedPasswords(): Promise<Awaited<ReturnType<typeof prepareDatabase>>> {
  const database = await prepareDatabase();
  const app = await buildApp(testConfig(database.dataDir, database.databaseUrl));
  for (const [usuario, password] of Object.entries(NEW_PASSWORDS)) {
    await app.db
      .updateTable('usuarios')
      .set({ password_hash: await hashPassword(password) })
      .where('usuario', '=', usuario)
      .execute();
  }
  await app.close();
  return database;
}
