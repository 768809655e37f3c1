#!/usr/bin/env node
// Backups (docs/decisions/backups.md) with BENCH_REPORTS reports (20 000) and BENCH_PHOTOS_GB of photos (5):
//   1. seeds a fresh DATA_DIR through the API's db layer: the reports in bulk SQL, and photos of BENCH_PHOTO_MB
//      (3 MB) each written straight into DATA_DIR/uploads with their rows;
//   2. starts the product on it and measures GET /api/v1/informes (the default page, sequential) for
//      BENCH_SECONDS (20) without a backup, then while `npm run backup` runs (the server writes the archive);
//      prints the archive's time, size and speed, the database snapshot's time, the server's peak RSS (API +
//      embedded database child) and the p99 ratio against its budget (≤ 1.5);
//   3. stops the product and runs `npm run backup` again with nothing running (the command opens the database
//      itself): its time and its own peak RSS; then `npm run restore` of that archive into a fresh DATA_DIR.
// Prints numbers; not a test. Usage: node scripts/bench/backup.mjs
//   BENCH_REPORTS=2000 BENCH_PHOTOS_GB=0.5 node scripts/bench/backup.mjs   (a smaller run); BENCH_KEEP=1 keeps the dirs.
//   bash api/test/with-postgres.sh node scripts/bench/backup.mjs   (PostgreSQL: throwaway databases on that server, the
//   photos on disk in DATA_DIR; the command opens the database itself, the server is not asked).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../lib/paths.mjs';
import { sourceArgs } from '../lib/api-programs.mjs';
import { startProduct, tempDataDir } from '../lib/product-server.mjs';
import { withBenchDatabase } from './lib/database.mjs';
import { benchDatabase } from './lib/measure.mjs';
import { photos } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const REPORTS = Number(process.env.BENCH_REPORTS || 20_000);
const PHOTOS_GB = Number(process.env.BENCH_PHOTOS_GB || 5);
const PHOTO_MB = Number(process.env.BENCH_PHOTO_MB || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const RATIO_BUDGET = 1.5;

const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory (bytes) of `pid` and every process under it, from /proc. */
function treeRss(pid) {
  let total = 0;
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const walk = (p) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return total;
}

/** Samples the tree's RSS every 100 ms until `stop()`; returns the peak. */
function peakRss(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** The databases: PostgreSQL under api/test/with-postgres.sh (throwaway source and restore target), else embedded. */
const source = await benchDatabase('bench_respaldo');
const target = await benchDatabase('bench_restaurado');
const databaseEnv = source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {};

function backupCommand(dataDir, dir, onPid) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...sourceArgs('respaldo'), 'backup', '--dir', dir], {
      cwd: fromRoot(),
      env: { ...process.env, ...databaseEnv, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    onPid?.(child.pid);
    child.once('exit', (code) => (code === 0 ? resolve({ ms: performance.now() - t0, out }) : reject(new Error(`npm run backup: ${code}\n${out}`))));
  });
}

async function seed(dataDir, databaseUrl) {
  const count = Math.max(1, Math.round((PHOTOS_GB * 1024) / PHOTO_MB));
  const size = Math.round(PHOTO_MB * 1024 * 1024);
  await withBenchDatabase(
    dataDir,
    async ({ db, sql, count: rows }) => {
      const t0 = performance.now();
      await sql`
      insert into informes (servicio_id, cliente_id, proveedor_id, provincia_id, localidad_id, campana, descripcion, fecha, estado, creado_at, actualizado_at)
      select i.servicio_id, i.cliente_id, i.proveedor_id, i.provincia_id, i.localidad_id, 'Campaña ' || g, 'Punto ' || g, i.fecha, i.estado,
        now() - make_interval(secs => g * 60), now() - make_interval(secs => g * 60)
      from generate_series(1, ${REPORTS}::int) g, lateral (select * from informes order by id limit 1) i`.execute(db);
      const ids = (await sql`select id from informes order by id desc limit ${count}::int`.execute(db)).rows.map((r) => r.id);
      const originals = path.join(dataDir, 'uploads', 'originales');
      fs.mkdirSync(originals, { recursive: true, mode: 0o700 });
      const [photo] = await photos(1, size);
      for (let k = 0; k < count; k++) {
        const name = randomUUID();
        photo.write(`bench-${k}-${name}`, photo.length - 64);
        fs.writeFileSync(path.join(originals, name), photo, { mode: 0o600 });
        // Read already, as on a server that has been running: unread photos would keep the start-up evidence backfill
        // decoding gigabytes during both measurements, and the "quiet" one would not be quiet.
        await sql`insert into informe_archivos (informe_id, nombre_original, nombre_almacenado, mime, tamano, evidencia_leida_at, dhash_leido_at)
        values (${ids[k % ids.length]}, ${`foto-${k}.jpg`}, ${name}, 'image/jpeg', ${size}, now(), now())`.execute(db);
      }
      console.log(
        `  ${await rows('informes')} informes, ${await rows('informe_archivos')} fotos (${count} de ${PHOTO_MB} MB = ${mb(count * size)} nuevas) en ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
    },
    { databaseUrl },
  );
}

/** Sequential GET /informes until `until()` is false (at least `minMs`); the latencies in ms. */
async function listLatencies(url, token, until, minMs) {
  const times = [];
  const t0 = performance.now();
  while (until() || performance.now() - t0 < minMs) {
    const s = performance.now();
    const res = await fetch(`${url}/api/v1/informes`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /informes: ${res.status}`);
    times.push(performance.now() - s);
  }
  return times;
}

const dataDir = tempDataDir('bench-respaldo-datos');
const backups = tempDataDir('bench-respaldo-archivos');
console.log(`Respaldos: ${REPORTS} informes, ${PHOTOS_GB} GB de fotos (DATA_DIR ${dataDir}), ${source.databaseUrl ? 'PostgreSQL' : 'base embebida'}`);
try {
  await seed(dataDir, source.databaseUrl);
  const product = await startProduct({ dataDir, removeDataDir: false, prefix: 'bench-respaldo', env: databaseEnv });
  let archiveLine = '';
  try {
    const token = await apiLogin(product.url);
    await listLatencies(product.url, token, () => false, 2000); // warm up
    const quiet = await listLatencies(product.url, token, () => false, SECONDS * 1000);
    const idleRss = treeRss(product.child.pid);
    const stopRss = peakRss(product.child.pid);
    let running = true;
    const backup = backupCommand(dataDir, backups).finally(() => (running = false));
    const busy = await listLatencies(product.url, token, () => running, 0);
    const { ms, out } = await backup;
    const peak = stopRss();
    const archive = fs.readdirSync(backups).find((f) => f.endsWith('.tar'));
    const bytes = fs.statSync(path.join(backups, archive)).size;
    const snapshot = /base leída en (\d+) ms/.exec(out)?.[1];
    archiveLine = `  archivo ${mb(bytes)} en ${(ms / 1000).toFixed(1)} s (${mb(bytes / (ms / 1000))}/s); instantánea de la base ${snapshot} ms; RSS pico del servidor (${source.databaseUrl ? 'API' : 'API + base'}) ${mb(peak)}, ${mb(idleRss)} antes`;
    console.log(archiveLine);
    const p99Quiet = percentile(quiet, 99);
    const p99Busy = percentile(busy, 99);
    const ratio = p99Busy / p99Quiet;
    const spread = (t) =>
      `p50 ${percentile(t, 50).toFixed(0)}, p95 ${percentile(t, 95).toFixed(0)}, p99 ${percentile(t, 99).toFixed(0)}, máx ${Math.max(...t).toFixed(0)} ms (n=${t.length})`;
    console.log(`  GET /informes sin respaldo: ${spread(quiet)}`);
    console.log(`  GET /informes con respaldo: ${spread(busy)}`);
    console.log(`  razón ${ratio.toFixed(2)} (presupuesto ≤ ${RATIO_BUDGET})  ${verdict(ratio, RATIO_BUDGET)}`);
    fs.rmSync(path.join(backups, archive));
  } finally {
    await product.stop();
  }
  // Nothing running: the command opens the database itself.
  let pid = 0;
  let stopRss = () => 0;
  const alone = await backupCommand(dataDir, backups, (p) => {
    pid = p;
    stopRss = peakRss(pid);
  });
  console.log(`  sin servidor: ${(alone.ms / 1000).toFixed(1)} s, RSS pico del comando (con su base) ${mb(stopRss())}`);
  // And back: npm run restore of that archive into a fresh DATA_DIR.
  const archive = path.join(
    backups,
    fs.readdirSync(backups).find((f) => f.endsWith('.tar')),
  );
  const restored = path.join(backups, 'restaurado');
  const t0 = performance.now();
  let stopRestoreRss = () => 0;
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...sourceArgs('respaldo'), 'restore', archive], {
      cwd: fromRoot(),
      env: { ...process.env, DATA_DIR: restored, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stopRestoreRss = peakRss(child.pid);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run restore: ${code}`))));
  });
  console.log(`  restauración (comprobar todo, luego escribir): ${((performance.now() - t0) / 1000).toFixed(1)} s, RSS pico ${mb(stopRestoreRss())}`);
} finally {
  await source.drop();
  await target.drop();
  if (!process.env.BENCH_KEEP) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  }
}
