#!/usr/bin/env node
// Campaign compliance (issue 37; docs/decisions/cumplimiento.md, docs/decisions/avisos.md) with 2 000 sites, 50
// campaigns (one of 400 lines, the others 40) and 20 000 reports:
//   1. seeds a fresh DATA_DIR (or the PostgreSQL database of DATABASE_URL) through the API's own db layer with the data
//      of sitios-campanas.mjs (lib/sitios-campanas-seed.mjs: the demo client's first running campaign gets 400 lines),
//      then photos on 70 % of the reports (1–3 rows each in informe_archivos, as stored and already read) and flags:
//      unreviewed on every photo of the reports of 2.5 % of the checks (those checks "en revisión"), reviewed on
//      another 2.5 %'s; every check recounted by migration 021's own function;
//   2. through the db layer (a new session, as the API's): the INSERT of a report answering a check plus the INSERT of
//      its photo row, in their own transaction (committed) — the compliance triggers' work — and the same with those
//      triggers set aside (rolled back) to show their share; the notices' pass (`pasadaAvisos`, what the scheduler runs)
//      over all checks: the first of the week (every notice written, the weekly summaries too) and the steady ones;
//   3. starts the API on it: p50/p95 of sequential GET /campanas/:id (the 400-line campaign), GET /campanas,
//      GET /campanas/controles?por_reportar=true (demo provider) and ?estado=atrasado&estado=en_revision (admin), with
//      the CPU each request cost the API process (and, on a PostgreSQL server on this machine, its backends);
//   4. with the demo client's live stream (GET /eventos) open, POST /informes as the demo provider answering a check of
//      the 400-line campaign: from the POST's start to the `informes` event's arrival.
// Prints numbers and a table beside the budgets of issue 37; not a test. Budgets: p95 ≤ 100 ms for the campaign pages'
// API (PGlite and PostgreSQL); a report updates its campaign's compliance in ≤ 20 ms p95 inside its transaction; the live
// update reaches an open campaign page in ≤ 1 s p95; the notices' pass over all checks takes ≤ 1 s.
// Usage: node scripts/bench/cumplimiento.mjs
//        bash api/test/with-postgres.sh node scripts/bench/cumplimiento.mjs   (TEST_DATABASE_URL without DATABASE_URL:
//        a fresh database on that server, dropped at the end)
//        DATABASE_URL=postgres://… node scripts/bench/cumplimiento.mjs   (an empty database, or one this script seeded)
//   BENCH_DATA_DIR=<dir> reuses/keeps a seeded directory; BENCH_KEEP=1 keeps the temp one; BENCH_REQUESTS (200 per
//   query kind), BENCH_INSERTS (300), BENCH_LIVE (50), BENCH_PASSES (5 first passes, 20 steady ones).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { time, withBenchDatabase } from './lib/database.mjs';
import { apiRequest as api, benchDatabase, demoTokens, fmtMs as fmt, loadavg, percentile, timeRequests } from './lib/measure.mjs';
import { cpuMs } from './lib/photos.mjs';
import { SITES, seedSitiosCampanas } from './lib/sitios-campanas-seed.mjs';

const BIG_LINES = 400;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);
const INSERTS = Number(process.env.BENCH_INSERTS || 300);
const LIVE = Number(process.env.BENCH_LIVE || 50);
const PASSES = Number(process.env.BENCH_PASSES || 5);
const STEADY_PASSES = 4 * PASSES;
const PAGE_BUDGET_MS = 100;
const INSERT_BUDGET_MS = 20;
const LIVE_BUDGET_MS = 1_000;
const PASS_BUDGET_MS = 1_000;

const results = [];
/** Prints one measure and keeps it for the summary. */
function record(name, times, budget, extra = '') {
  const r = { name, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), n: times.length, budget };
  results.push(r);
  console.log(`  ${name.padEnd(72)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  max ${fmt(r.max)}  (n=${r.n})${extra}`);
  return r;
}

// --- 1. seed ------------------------------------------------------------------------------
/** The 400-line campaign (its id), seeding everything first unless a previous run of this script did. */
async function seed(dataDir, databaseUrl) {
  return withBenchDatabase(
    dataDir,
    async ({ db, sql, count: have }) => {
      const grandeDe = async () =>
        (await sql`select campana_id as id from campana_lineas group by campana_id having count(*) >= ${BIG_LINES} limit 1`.execute(db)).rows[0]?.id;
      let grande = await grandeDe();
      if (grande) {
        console.log(`  ya hay ${await have('sitios')} sitios y la campaña de ${BIG_LINES} líneas (${grande}): se reutilizan`);
      } else {
        if ((await have('sitios')) >= SITES) throw new Error('esta base ya tiene los sitios de otra siembra (sitios-campanas.mjs): use una nueva');
        grande = await seedSitiosCampanas(db, sql, { campanaGrande: BIG_LINES });
        await seedFotos(db, sql);
      }
      console.log(
        `  totales: ${await have('sitios')} sitios, ${await have('campanas')} campañas, ${await have('campana_lineas')} líneas, ` +
          `${await have('campana_controles')} controles, ${await have('informes')} informes, ${await have('informe_archivos')} fotos, ` +
          `${await have('informe_archivo_alertas')} alertas`,
      );
      return grande;
    },
    { databaseUrl },
  );
}

/**
 * Photos on 70 % of the bench's reports (1–3 rows each, placed at their site, their evidence already read so the
 * product's start-up backfill leaves them alone: the files themselves are never read here) and a flag on every photo of
 * the reports of 2.5 % of the checks, not reviewed (those checks "en revisión"), and of another 2.5 %, reviewed. Like the reports, in bulk with the compliance
 * trigger set aside, then every check recounted by its own function.
 */
async function seedFotos(db, sql) {
  const t0 = performance.now();
  await db.transaction().execute(async (trx) => {
    await sql`alter table informe_archivos disable trigger archivos_cumplimiento`.execute(trx);
    await sql`alter table informe_archivo_alertas disable trigger alertas_cumplimiento`.execute(trx);
    await sql`
      insert into informe_archivos (informe_id, nombre_original, nombre_almacenado, mime, tamano, latitud, longitud, tiene_metadatos_gps,
                                    gps_latitud, gps_longitud, tomada_at, sha256, evidencia_leida_at, dhash_leido_at, creado_at)
      select i.id, 'foto-' || n || '.jpg', 'bench-' || i.id || '-' || n || '.jpg', 'image/jpeg', 2000000 + (i.id * 7919 + n) % 3000000,
        s.latitud, s.longitud, true, s.latitud, s.longitud, i.creado_at - interval '1 hour',
        md5('bench-' || i.id || '-' || n) || md5('foto-' || i.id || '-' || n), i.creado_at, i.creado_at, i.creado_at
      from informes i join sitios s on s.id = i.sitio_id, generate_series(1, 1 + i.id % 3) as n
      where s.codigo like 'BEN-%' and i.id % 10 < 7`.execute(trx);
    await sql`
      insert into informe_archivo_alertas (archivo_id, informe_id, tipo, motivo, revisada_por, revisada_usuario, revisada_at, comentario_revision)
      select a.id, a.informe_id, 'lejos_del_sitio', 'La foto se tomó a 850 m del sitio (radio 150 m)',
        case when i.control_id % 40 = 17 then u.id end, case when i.control_id % 40 = 17 then u.usuario end,
        case when i.control_id % 40 = 17 then a.creado_at + interval '1 day' end,
        case when i.control_id % 40 = 17 then 'Revisado: la valla está al otro lado de la avenida' end
      from informe_archivos a join informes i on i.id = a.informe_id join sitios s on s.id = i.sitio_id,
        (select id, usuario from usuarios where usuario = 'admin') as u
      where s.codigo like 'BEN-%' and i.control_id % 40 in (7, 17)`.execute(trx);
    await sql`alter table informe_archivos enable trigger archivos_cumplimiento`.execute(trx);
    await sql`alter table informe_archivo_alertas enable trigger alertas_cumplimiento`.execute(trx);
    await sql`analyze informe_archivos`.execute(trx);
    await sql`analyze informe_archivo_alertas`.execute(trx);
    await sql`select count(*) from (select control_recalcular(id) from campana_controles) as recuento`.execute(trx);
  });
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`  fotos y alertas insertadas, controles recontados, VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// --- 2. in the database: a report's triggers, the notices' pass -----------------------------
async function measureDatabase(dataDir, databaseUrl, grande, engine) {
  return withBenchDatabase(
    dataDir,
    async ({ db, sql }) => {
      const { bogotaDate } = await import(fromRoot('api/src/platform/time-zone.ts'));
      const hoy = bogotaDate(new Date());
      const estados = (
        await sql`select count(*) filter (where informes_validos > 0)::int as cumplidos, count(*) filter (where informes_validos = 0 and informes_en_revision > 0)::int as en_revision,
            count(*)::int as controles from campana_controles`.execute(db)
      ).rows[0];
      console.log(`\n  controles: ${estados.controles}, con informe válido ${estados.cumplidos}, en revisión ${estados.en_revision}`);

      // The checks of the 400-line campaign already open, each answered on its last day so far: a report that counts.
      const controles = (
        await sql`select cc.id as control_id, least(cc.hasta, ${hoy}::date)::text as fecha, cl.servicio_id, ca.cliente_id, cl.proveedor_id,
            s.provincia_id, s.localidad_id, ca.nombre as campana, s.id as sitio_id, ca.id as campana_id, s.latitud, s.longitud
          from campana_controles cc join campana_lineas cl on cl.id = cc.linea_id join campanas ca on ca.id = cl.campana_id
          join sitios s on s.id = cl.sitio_id
          where ca.id = ${grande} and cc.desde <= ${hoy}::date order by cc.id`.execute(db)
      ).rows;
      console.log(`  campaña de ${BIG_LINES} líneas (${grande}): ${controles.length} controles ya abiertos; se responden en orden`);
      const insertar = async (trx, c, i) => {
        const { id } = (
          await sql`insert into informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, descripcion, fecha, estado,
              ubicacion_lugar, campana_id, sitio_id, control_id)
            values (${c.servicio_id}, ${c.cliente_id}, ${c.proveedor_id}, ${c.provincia_id}, ${c.localidad_id}, ${c.campana},
              ${`Verificación de prueba ${i}`}, ${c.fecha}::date, 'pendiente', 'Medición de cumplimiento', ${c.campana_id}, ${c.sitio_id}, ${c.control_id})
            returning id`.execute(trx)
        ).rows[0];
        // Its evidence marked read, as the seeded photos': the product's start-up backfill would look for the file.
        await sql`insert into informe_archivos (informe_id, nombre_original, nombre_almacenado, mime, tamano, latitud, longitud, tiene_metadatos_gps,
              evidencia_leida_at, dhash_leido_at)
            values (${id}, 'foto.jpg', ${`bench-nuevo-${process.pid}-${i}-${id}.jpg`}, 'image/jpeg', 2500000, ${c.latitud}, ${c.longitud}, true,
              now(), now())`.execute(trx);
        return id;
      };
      const controlCuenta = async (trx, controlId) =>
        (await sql`select informes_validos from campana_controles where id = ${controlId}`.execute(trx)).rows[0].informes_validos;

      console.log(`\nEn la base (${engine}), cada informe en su propia transacción (carga al empezar: ${loadavg()}):`);
      // With the triggers: committed, as a new report is.
      const conTriggers = [];
      const conCommit = [];
      for (let i = 0; i < INSERTS + 10; i++) {
        const c = controles[i % controles.length];
        let inserts = 0;
        const [total] = await time(() =>
          db.transaction().execute(async (trx) => {
            const antes = i === 0 ? await controlCuenta(trx, c.control_id) : 0;
            const t0 = performance.now();
            await insertar(trx, c, i);
            inserts = performance.now() - t0;
            if (i === 0 && (await controlCuenta(trx, c.control_id)) !== antes + 1) {
              throw new Error('el informe con foto no movió la cuenta de su control: ¿los triggers de la migración 021?');
            }
          }),
        );
        if (i >= 10) {
          // the first ten warm the plans up
          conTriggers.push(inserts);
          conCommit.push(total);
        }
      }
      // Without the compliance triggers (set aside in the same transaction, rolled back): what the triggers add.
      const sinTriggers = [];
      const ROLLBACK = new Error('rollback');
      for (let i = 0; i < INSERTS + 10; i++) {
        const c = controles[i % controles.length];
        try {
          await db.transaction().execute(async (trx) => {
            await sql`alter table informes disable trigger informes_cumplimiento`.execute(trx);
            await sql`alter table informe_archivos disable trigger archivos_cumplimiento`.execute(trx);
            const t0 = performance.now();
            await insertar(trx, c, INSERTS + 10 + i);
            if (i >= 10) sinTriggers.push(performance.now() - t0);
            throw ROLLBACK;
          });
        } catch (err) {
          if (err !== ROLLBACK) throw err;
        }
      }
      record('INSERT informe + INSERT foto (triggers de cumplimiento)', conTriggers, INSERT_BUDGET_MS);
      console.log(
        `  ${'  la transacción entera, con su COMMIT'.padEnd(72)} p50 ${fmt(percentile(conCommit, 50))}  p95 ${fmt(percentile(conCommit, 95))}`,
      );
      console.log(
        `  ${'  los mismos INSERT sin los triggers de cumplimiento (revertidos)'.padEnd(72)} p50 ${fmt(percentile(sinTriggers, 50))}  p95 ${fmt(percentile(sinTriggers, 95))}`,
      );

      // The notices' pass, as the scheduler runs it (api/src/modules/avisos/scheduler.ts), over every check.
      const { pasadaAvisos } = await import(fromRoot('api/src/modules/avisos/service.ts'));
      const ctx = () => ({ now: new Date(), correo: true, publicUrl: 'https://informes.example.com' });
      const primeras = [];
      let salida;
      for (let i = 0; i < PASSES; i++) {
        // Each one as the first of the week: no notice told yet, so every due and late check and every client's summary
        // is written (notices in Mensajes and their e-mails queued), the most a pass does.
        await sql`delete from avisos_enviados`.execute(db);
        const [ms, out] = await time(() => pasadaAvisos(db, ctx()));
        primeras.push(ms);
        salida = out;
      }
      const estables = [];
      for (let i = 0; i < STEADY_PASSES; i++) {
        const [ms, out] = await time(() => pasadaAvisos(db, ctx()));
        estables.push(ms);
        if (out.porVencer + out.atrasados + out.resumenes > 0) throw new Error(`una pasada repetida avisó otra vez: ${JSON.stringify(out)}`);
      }
      record(
        'pasada de avisos, la primera de la semana (escribe todos los avisos)',
        primeras,
        PASS_BUDGET_MS,
        `  ${salida.porVencer} por vencer, ${salida.atrasados} atrasados, ${salida.resumenes} resúmenes`,
      );
      record('pasada de avisos, repetida (nada nuevo: lo que hace cada minuto)', estables, PASS_BUDGET_MS);
      return controles;
    },
    { databaseUrl },
  );
}

// --- 3. HTTP ------------------------------------------------------------------------------
/**
 * On PostgreSQL (on this machine), the CPU its backends serving this database have spent so far (ms, from /proc): what
 * a request costs the database server, which the API's own CPU leaves out. Null on the embedded database.
 */
async function databaseCpu(databaseUrl) {
  if (!databaseUrl) return null;
  const pg = createRequire(fromRoot('api/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = new Map();
  return {
    async ms() {
      const pids = (await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows;
      for (const { pid } of pids) seen.set(pid, cpuMs(pid));
      return [...seen.values()].reduce((a, b) => a + b, 0);
    },
    close: () => client.end(),
  };
}

async function measureHttp(baseUrl, apiPid, grande, engine, databaseUrl) {
  const tokens = await demoTokens(baseUrl);
  const get = (path, token = tokens.admin) => api(baseUrl, token, 'GET', path);
  const detalle = await get(`/api/v1/campanas/${grande}`);
  const delProveedor = await get(`/api/v1/campanas/${grande}`, tokens.proveedor);
  const porReportar = await get('/api/v1/campanas/controles?por_reportar=true', tokens.proveedor);
  const seguimiento = await get('/api/v1/campanas/controles?estado=atrasado&estado=en_revision');
  const c = detalle.cumplimiento;
  console.log(
    `\n  campaña ${grande}: ${detalle.lineas.length} líneas, ${detalle.lineas.reduce((n, l) => n + l.controles.length, 0)} controles, ` +
      `${detalle.informes} informes, ${(JSON.stringify(detalle).length / 1024).toFixed(0)} KB de JSON; cumplimiento ${c.cumplido} cumplidos, ${c.en_revision} en revisión, ${c.atrasado} atrasados, ` +
      `${c.pendiente} pendientes de ${c.debidos} debidos (${c.porcentaje} %); el proveedor demo ve ${delProveedor.lineas.length} líneas`,
  );
  console.log(`  por reportar (proveedor demo): ${porReportar.meta.total}; atrasados y en revisión (admin): ${seguimiento.meta.total}`);
  if (delProveedor.lineas.length === 0) throw new Error('el proveedor demo no tiene líneas en la campaña grande: la siembra no es la esperada');

  const kinds = [
    { name: `GET /campanas/:id (admin, ${detalle.lineas.length} líneas con controles)`, path: () => `/api/v1/campanas/${grande}` },
    { name: 'GET /campanas/:id (cliente, la misma)', token: 'cliente', path: () => `/api/v1/campanas/${grande}` },
    { name: `GET /campanas/:id (proveedor: sus ${delProveedor.lineas.length} líneas)`, token: 'proveedor', path: () => `/api/v1/campanas/${grande}` },
    { name: 'GET /campanas?page=1..3 (admin, con cumplimiento)', path: (i) => `/api/v1/campanas?page=${1 + (i % 3)}` },
    { name: 'GET /campanas (cliente)', token: 'cliente', path: () => '/api/v1/campanas' },
    { name: 'GET /campanas (proveedor)', token: 'proveedor', path: () => '/api/v1/campanas' },
    { name: 'GET /campanas/controles?por_reportar=true (proveedor)', token: 'proveedor', path: () => '/api/v1/campanas/controles?por_reportar=true' },
    {
      name: 'GET /campanas/controles?estado=atrasado&estado=en_revision&page=1..3 (admin)',
      path: (i) => `/api/v1/campanas/controles?estado=atrasado&estado=en_revision&page=${1 + (i % 3)}`,
    },
    {
      name: 'GET /campanas/controles?campana_id=<400 líneas>&limit=100 (cliente)',
      token: 'cliente',
      path: () => `/api/v1/campanas/controles?campana_id=${grande}&limit=100`,
    },
  ];
  console.log(`\nHTTP contra la API (${engine}), peticiones secuenciales (carga al empezar: ${loadavg()}):`);
  const dbCpu = await databaseCpu(databaseUrl);
  try {
    let dbCpu0 = await dbCpu?.ms();
    for await (const { kind, times, cpu } of timeRequests({ baseUrl, apiPid, tokens, kinds, requests: REQUESTS })) {
      // On PostgreSQL, its server's CPU per request too.
      const dbCpu1 = await dbCpu?.ms();
      const pgCpu = dbCpu ? (dbCpu1 - dbCpu0) / REQUESTS : null;
      dbCpu0 = dbCpu1;
      record(
        kind.name,
        times,
        PAGE_BUDGET_MS,
        `  CPU API ${cpu.toFixed(1)} ms${pgCpu === null ? '' : `, PostgreSQL ${pgCpu.toFixed(1)} ms`}/petición`,
      );
    }
  } finally {
    await dbCpu?.close();
  }
  return tokens;
}

/** The live stream (GET /eventos) as the browser reads it: `onEvent({ event, data })` for each event. */
async function openStream(baseUrl, token, onEvent) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/eventos`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`GET /eventos: HTTP ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = null;
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (event) onEvent({ event, data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return () => controller.abort();
}

async function measureLive(baseUrl, tokens, controles, grande, engine) {
  // The demo provider's open checks of the campaign (the client sees it): one report each, dated inside its window.
  const yo = await api(baseUrl, tokens.proveedor, 'GET', '/api/v1/usuarios/me');
  const propios = controles.filter((c) => c.proveedor_id === yo.proveedor_id);
  if (propios.length === 0) throw new Error(`el proveedor demo no tiene controles abiertos en la campaña ${grande}`);
  // The event may arrive before the POST's answer is read: arrivals are kept by report id.
  const arrivals = new Map();
  const waiting = new Map();
  const close = await openStream(baseUrl, tokens.cliente, ({ event, data }) => {
    if (event !== 'informes' || data?.accion !== 'creado') return;
    const at = performance.now();
    arrivals.set(data.id, at);
    waiting.get(data.id)?.(at);
  });
  const times = [];
  try {
    for (let i = 0; i < LIVE + 5; i++) {
      const c = propios[i % propios.length];
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/v1/informes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.proveedor}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          servicio_id: c.servicio_id,
          cliente_id: c.cliente_id,
          proveedor_id: c.proveedor_id,
          provincia_id: c.provincia_id,
          localidad_id: c.localidad_id,
          campana: c.campana,
          fecha: c.fecha,
          campana_id: c.campana_id,
          sitio_id: c.sitio_id,
          control_id: c.control_id,
        }),
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`POST /informes: HTTP ${res.status} ${text.slice(0, 300)}`);
      const { id, control_id: controlId } = JSON.parse(text);
      if (controlId !== c.control_id) throw new Error(`el informe ${id} respondió el control ${controlId}, no ${c.control_id}`);
      let timer;
      const t1 =
        arrivals.get(id) ??
        (await Promise.race([
          new Promise((resolve) => waiting.set(id, resolve)),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`el evento del informe ${id} no llegó en 10 s`)), 10_000))),
        ]));
      clearTimeout(timer);
      waiting.delete(id);
      // the first five warm up
      if (i >= 5) times.push(t1 - t0);
    }
  } finally {
    close();
  }
  console.log(`\nEn vivo (${engine}): flujo GET /eventos del cliente demo abierto, POST /informes del proveedor demo (carga: ${loadavg()}):`);
  record('POST /informes → evento `informes` en el flujo del cliente', times, LIVE_BUDGET_MS);
}

// --- main ---------------------------------------------------------------------------------
const { databaseUrl, drop: dropDatabase } = await benchDatabase('bench_cumplimiento');
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite embebido';
const keep = Boolean(process.env.BENCH_DATA_DIR || process.env.BENCH_KEEP);
const dataDir = process.env.BENCH_DATA_DIR ?? tempDataDir('bench-cumplimiento');
console.log(databaseUrl ? `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}` : `DATA_DIR ${dataDir}`);
console.log(`Carga de la máquina (uptime): ${loadavg()} en ${os.cpus().length} núcleos`);
try {
  console.log('Sembrando…');
  const grande = await seed(dataDir, databaseUrl);
  const controles = await measureDatabase(dataDir, databaseUrl, grande, engine);
  const server = await startProduct({
    dataDir,
    prefix: 'bench-cumplimiento',
    removeDataDir: false,
    env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}) },
  });
  try {
    const tokens = await measureHttp(server.url, server.child.pid, grande, engine, databaseUrl);
    await measureLive(server.url, tokens, controles, grande, engine);
  } finally {
    await server.stop();
  }
} finally {
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}

console.log(`\nResumen (${engine}; carga al terminar: ${loadavg()}; ${os.cpus().length} núcleos):`);
console.log(`  ${'medida'.padEnd(72)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'límite'.padStart(11)}`);
let over = 0;
for (const r of results) {
  const ok = r.p95 <= r.budget;
  if (!ok) over++;
  console.log(
    `  ${r.name.padEnd(72)} ${`${r.p50.toFixed(1)} ms`.padStart(10)} ${`${r.p95.toFixed(1)} ms`.padStart(10)} ${`≤ ${r.budget} ms`.padStart(11)}  ${ok ? 'OK' : 'OVER'}`,
  );
}
// Numbers, not a test: a budget missed is printed (OVER), the exit code stays 0 unless something failed.
if (over) console.log(`\n${over} medida(s) por encima de su límite.`);
