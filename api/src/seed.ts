import { sql } from 'kysely';
import { ROLE } from 'shared/contracts';
import type { AppConfig } from './platform/config';
import { hashPassword } from './platform/auth/password';
import { refuseDemoSeed } from './platform/auth/known-passwords';
import { writeAudit, type AuditActor } from './platform/audit/write-audit';
import type { Db } from './platform/db/database';
import { StartupError } from './platform/startup-error';
import { seedDemo } from './modules/demo';
import { seedGeografia } from './modules/catalogos';

export interface SeedResult {
  geografia: boolean;
  demo: boolean;
  adminInicial: boolean;
}

type Log = (msg: string) => void;

const SISTEMA: AuditActor = { id: null, usuario: 'sistema' };

/**
 * pg_advisory_xact_lock key of the first administrator's creation: instances started together on a new database
 * (docs/decisions/production.md) create it once; the others find it and go on instead of stopping on the unique key.
 */
const ADMIN_INICIAL_LOCK_KEY = 727_003;

/**
 * Idempotent start-up data load (runs after migrations on every start):
 * 1. departments + municipalities (DANE DIVIPOLA) once;
 * 2. with SEED_DEMO, the demo data set once (marker row in seed_marcas);
 * 3. if no administrator exists, the first one from ADMIN_USUARIO/ADMIN_PASSWORD, else refuse to start.
 * After a bulk load it runs VACUUM ANALYZE (PGlite has no autovacuum).
 */
export async function seed(db: Db, config: AppConfig, log: Log = () => {}): Promise<SeedResult> {
  const markers = new Set((await db.selectFrom('seed_marcas').select('nombre').execute()).map((r) => r.nombre));
  const result: SeedResult = { geografia: false, demo: false, adminInicial: false };

  if (!markers.has('geografia')) {
    await db.transaction().execute(async (trx) => {
      await seedGeografia(trx);
      await trx
        .insertInto('seed_marcas')
        .values({ nombre: 'geografia' })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    result.geografia = true;
    log('Datos geográficos cargados (DANE DIVIPOLA)');
  }

  if (config.seedDemo && !markers.has('demo')) {
    refuseDemoSeed(config);
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(727002)`.execute(trx);
      const again = await trx.selectFrom('seed_marcas').select('nombre').where('nombre', '=', 'demo').executeTakeFirst();
      if (again) return;
      await seedDemo(trx, { sitioRadioM: config.sitioRadioM });
      await trx.insertInto('seed_marcas').values({ nombre: 'demo' }).execute();
      result.demo = true;
    });
    if (result.demo) log('Datos de demostración cargados (SEED_DEMO)');
  }

  const admin = await db.selectFrom('usuarios').select('id').where('tipo', '=', ROLE.ADMIN).limit(1).executeTakeFirst();
  if (!admin) {
    if (!config.adminUsuario || !config.adminPassword) {
      throw new StartupError(
        'No existe ningún administrador. Define ADMIN_USUARIO y ADMIN_PASSWORD para crear el primero ' +
          '(o SEED_DEMO=true para datos de demostración). / No administrator exists: set ADMIN_USUARIO and ADMIN_PASSWORD ' +
          'to create the first one (or SEED_DEMO=true for demo data).',
      );
    }
    const passwordHash = await hashPassword(config.adminPassword);
    const usuario = config.adminUsuario;
    result.adminInicial = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADMIN_INICIAL_LOCK_KEY})`.execute(trx);
      const created = await trx.selectFrom('usuarios').select('id').where('tipo', '=', ROLE.ADMIN).limit(1).executeTakeFirst();
      if (created) return false; // another instance created it meanwhile
      const row = await trx
        .insertInto('usuarios')
        .values({
          usuario,
          correo: config.adminCorreo ?? `${usuario.toLowerCase()}@localhost`,
          password_hash: passwordHash,
          primer_nombre: 'Administrador',
          primer_apellido: 'Principal',
          segundo_nombre: null,
          segundo_apellido: null,
          tipo: ROLE.ADMIN,
          proveedor_id: null,
          cliente_id: null,
          sexo: null,
          telefono: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        usuario: SISTEMA,
        accion: 'CREAR',
        tabla: 'usuarios',
        registro_id: row.id,
        detalles: `Administrador inicial "${usuario}" creado desde la configuración (ADMIN_USUARIO)`,
      });
      return true;
    });
    if (result.adminInicial) log(`Administrador inicial "${usuario}" creado`);
  }

  if (result.geografia || result.demo) {
    await sql`VACUUM ANALYZE`.execute(db);
  }
  return result;
}
