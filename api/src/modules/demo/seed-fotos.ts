import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEMO_CREDENTIALS, puedeEditarInforme, type SessionUser } from 'shared/contracts';
import { DHASH_THRESHOLD, hammingDistance, hashAsStored, storeFoto } from '../fotos';
import type { Caller } from '../informes';
import { findSessionUserById } from '../../platform/auth/session-repository';
import { bogotaWallClock, BOGOTA_OFFSET } from '../../platform/time-zone';
import { DEMO_CAMPANAS, DEMO_CLIENTES, DEMO_SITIOS } from './data';
import { planDemoFotos, type DemoFotoPlan, type DemoInformeRow } from './fotos-plan';
import { makeFotoJpeg } from './imagenes';
import { settleHistorias } from './seed-historias';
import { seedMensajes } from './seed-mensajes';
import { planDemoInformes, type DemoInformePlan } from './timeline';

/**
 * The demo's evidence (SEED_DEMO), once, after the modules' setup (the photo storage exists only then): its photos made
 * here and stored through the upload's own path (storeFoto: the server reads their EXIF, hashes them and raises the
 * flags itself), some flags reviewed, sites' reference photos, a report the client accepted and one it sent back, and
 * conversations. Each part is skipped when already there, so a stop half-way resumes at the next start; the marker
 * `demo-fotos` in seed_marcas says it is done.
 */

const MARCA_FOTOS = 'demo-fotos';

/**
 * A new photo's difference hash further than the near-copy threshold from every other demo photo's: the hash is the one
 * the server will store (of its thumbnail, computed the same way in this process), so no margin is needed.
 */
const DHASH_MIN_DISTANCE = DHASH_THRESHOLD + 1;

/** The brand colour of each demo client's advertising. */
const COLORES = ['#c0392b', '#1d4e89', '#6c3483', '#117864', '#16a085', '#d35400', '#2e86c1', '#7d6608', '#f39c12', '#6e2c00'];

export interface DemoFotosResult {
  fotos: number;
  ms: number;
}

/** Stops between two photos when the server closes (`stop.stopped`); the next start goes on. */
export async function seedDemoFotos(app: FastifyInstance, stop: { stopped: boolean }): Promise<DemoFotosResult | null> {
  const db = app.db;
  const t0 = Date.now();
  const marcas = await db.selectFrom('seed_marcas').select(['nombre', 'aplicado_at']).execute();
  const demo = marcas.find((m) => m.nombre === 'demo');
  if (!demo || marcas.some((m) => m.nombre === MARCA_FOTOS)) return null;
  // The plans of the seed, from its own moment (the marker is written in its transaction: the same now()).
  const seededAt = new Date(demo.aplicado_at);
  const plans = planDemoInformes(seededAt);
  const rows = await db
    .selectFrom('informes')
    .select([
      'id',
      'creado_por',
      'estado',
      'proveedor_id',
      'cliente_id',
      sql<number>`round(extract(epoch from creado_at) * 1000)::float8`.as('creado_ms'),
    ])
    .where(
      'creado_at',
      'in',
      plans.map((p) => p.creado_at.toISOString()),
    )
    .execute();
  const porInstante = new Map(rows.map((r) => [Number(r.creado_ms), r]));
  const informes: Array<DemoInformeRow | undefined> = plans.map((p) => porInstante.get(p.creado_at.getTime()));

  const users = new Map<number, SessionUser>();
  const userById = async (id: number) => {
    if (!users.has(id)) users.set(id, (await findSessionUserById(db, id))!);
    return users.get(id)!;
  };
  const byLogin = async (usuario: string) => {
    const row = await db.selectFrom('usuarios').select('id').where('usuario', '=', usuario).executeTakeFirst();
    return row ? userById(row.id) : null;
  };
  const admin = (await byLogin(DEMO_CREDENTIALS.admin.usuario))!;
  const caller = (user: SessionUser, at: Date): Caller => ({ user, ip: null, log: app.log, at });

  const fotos = planDemoFotos(plans, seededAt);
  const ids = await storeFotos(app, fotos, plans, informes, { admin, userById, caller }, stop);
  if (stop.stopped) return null;

  const cliente = (await byLogin(DEMO_CREDENTIALS.cliente.usuario))!;
  await settleHistorias(app, plans, informes, fotos, ids, { admin, cliente, caller, now: seededAt });
  await seedMensajes(app, plans, informes, fotos, ids, { byLogin, caller, now: seededAt });
  await db
    .insertInto('seed_marcas')
    .values({ nombre: MARCA_FOTOS })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { fotos: ids.filter((id) => id !== null).length, ms: Date.now() - t0 };
}

/** Every planned photo, in order, through storeFoto; those a report already holds (an earlier start) are skipped. */
async function storeFotos(
  app: FastifyInstance,
  fotos: readonly DemoFotoPlan[],
  plans: readonly DemoInformePlan[],
  informes: ReadonlyArray<DemoInformeRow | undefined>,
  who: { admin: SessionUser; userById: (id: number) => Promise<SessionUser>; caller: (u: SessionUser, at: Date) => Caller },
  stop: { stopped: boolean },
): Promise<Array<number | null>> {
  const ids: Array<number | null> = [];
  // The next photo's picture is made while this one is stored (the database works meanwhile).
  const make = fotoMaker(fotos, plans);
  let next = make(0);
  for (const [k, f] of fotos.entries()) {
    const informe = informes[f.informe];
    const jpeg = await next;
    next = k + 1 < fotos.length ? make(k + 1) : Promise.resolve(jpeg);
    next.catch(() => undefined); // awaited below, or left when a store fails (that error is the one reported)
    if (stop.stopped) {
      await next;
      return ids;
    }
    if (!informe) {
      ids.push(null);
      continue;
    }
    const existing = await app.db
      .selectFrom('informe_archivos')
      .select('id')
      .where('informe_id', '=', informe.id)
      .where('nombre_original', '=', f.nombre)
      .executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    // Sent by its author while the author may still change its photos (a provider's Pendiente report); otherwise the
    // administrator (who may change any report's photos) loads them.
    const autor = informe.creado_por === null ? who.admin : await who.userById(informe.creado_por);
    const user = puedeEditarInforme(autor, informe) ? autor : who.admin;
    const recorded = await storeFoto(app, who.caller(user, f.subida), informe.id, { bytes: jpeg, nombre: f.nombre });
    ids.push(recorded.row.id);
  }
  return ids;
}

/**
 * The bytes of photo `k` of the plan, to be asked in order: its scene (the site's kind of advertising, the campaign,
 * the client's colour) with the EXIF its phone writes, or the bytes of the photo it copies. Another picture of the
 * scene while its difference hash is near another demo photo's: only the copy is a copy.
 */
function fotoMaker(fotos: readonly DemoFotoPlan[], plans: readonly DemoInformePlan[]): (k: number) => Promise<Buffer> {
  const bytes: Buffer[] = [];
  const hashes: string[] = [];
  return async (k) => {
    const f = fotos[k];
    const p = plans[f.informe];
    if (f.copiaDe !== null) {
      bytes.push(bytes[f.copiaDe]);
      return bytes[k];
    }
    const sitio = DEMO_SITIOS.find((s) => s.codigo === p.sitio)!;
    const escena = {
      tipo: sitio.tipo,
      titulo: DEMO_CAMPANAS[p.campana].nombre,
      marca: DEMO_CLIENTES[p.cliente].razon_social.replace(/ S\.A\.S\.| S\.A\.| E\.S\.P\./g, ''),
      color: COLORES[p.cliente % COLORES.length],
    };
    const exif = {
      marca: f.camara[0],
      modelo: f.camara[1],
      tomada: bogotaWallClock(f.tomada).slice(0, 19).replace('T', ' ').replace(/-/g, ':'),
      offset: BOGOTA_OFFSET,
      latitud: f.latitud,
      longitud: f.longitud,
    };
    for (let seed = f.seed; ; seed += 7) {
      const jpeg = await makeFotoJpeg({ ...escena, seed }, exif);
      const hash = (await hashAsStored(jpeg))!;
      if (hashes.every((h) => hammingDistance(h, hash) >= DHASH_MIN_DISTANCE)) {
        hashes.push(hash);
        bytes.push(jpeg);
        return jpeg;
      }
    }
  };
}
