import { sql } from 'kysely';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { StartupError } from '../startup-error';
import { verifyPassword } from './password';

/**
 * No configuration may serve a published password to a network (docs/decisions/demo-credentials.md):
 * an exposed server (beyond loopback, NODE_ENV=production or behind a proxy) refuses to start while an
 * active account still has its demo password, saying what to do instead.
 */
export async function refuseKnownPasswords(db: Db, config: AppConfig): Promise<void> {
  if (!config.exposed) return;
  const demo = Object.values(DEMO_CREDENTIALS);
  const rows = await db
    .selectFrom('usuarios')
    .select(['usuario', 'password_hash'])
    .where('activo', '=', true)
    .where(
      sql<string>`lower(usuario)`,
      'in',
      demo.map((d) => d.usuario.toLowerCase()),
    )
    .execute();
  const known: string[] = [];
  for (const row of rows) {
    const account = demo.find((d) => d.usuario.toLowerCase() === row.usuario.toLowerCase());
    if (account && (await verifyPassword(row.password_hash, account.password))) known.push(row.usuario);
  }
  if (known.length > 0) {
    throw new StartupError(
      `El servidor sería accesible desde otros equipos (${exposure(config)}) y estas cuentas tienen la contraseña de ` +
        `demostración publicada: ${known.join(', ')}. Cámbialas antes (arranca solo para este equipo: ${LOCAL_ONLY}; entra y usa ` +
        '"Cambiar mi Contraseña" o, como administrador, "Reset Pass" en /administradores) o desactívalas; para una ' +
        'instalación real usa un DATA_DIR nuevo con SEED_DEMO=false y ADMIN_USUARIO/ADMIN_PASSWORD. / ' +
        `The server would be reachable from other machines and these accounts still have their published demo ` +
        `password: ${known.join(', ')}. Change them first, or start a new DATA_DIR with SEED_DEMO=false.`,
    );
  }
}

/** Demo data would create accounts with published passwords: refused before seeding on an exposed server. */
export function refuseDemoSeed(config: AppConfig): void {
  if (!config.exposed || !config.seedDemo) return;
  throw new StartupError(
    `SEED_DEMO crearía cuentas con contraseñas publicadas y el servidor sería accesible desde otros equipos ` +
      `(${exposure(config)}). Define SEED_DEMO=false y ADMIN_USUARIO/ADMIN_PASSWORD, o arranca solo para este equipo ` +
      `(${LOCAL_ONLY}). / SEED_DEMO would create accounts with published passwords on a server reachable from other ` +
      'machines: set SEED_DEMO=false and ADMIN_USUARIO/ADMIN_PASSWORD, or start for this machine only (HOST=127.0.0.1, ' +
      'without TRUST_PROXY or NODE_ENV=production).',
  );
}

/** What a start reachable only from this machine looks like: each thing exposure() names, undone. */
const LOCAL_ONLY = 'HOST=127.0.0.1, sin TRUST_PROXY ni NODE_ENV=production';

function exposure(config: AppConfig): string {
  const reasons = [];
  if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) reasons.push(`HOST=${config.host}`);
  if (process.env.NODE_ENV === 'production') reasons.push('NODE_ENV=production');
  if (config.trustProxy !== false) reasons.push('TRUST_PROXY');
  return reasons.join(', ') || `HOST=${config.host}`;
}
