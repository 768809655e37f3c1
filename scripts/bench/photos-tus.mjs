#!/usr/bin/env node
// Ten 15 MB photos through tus (tus-js-client in Node, the browser's settings: one PATCH per file, sha256 in the
// metadata) against a plain loopback copy of the same bytes (a bare HTTP PUT written to a file), one after another;
// the API process's peak RSS growth meanwhile; and what the thumbnail costs (sharp on one such photo, alone).
// Goals (issue #24): time ≤ 1.5× the plain copy, memory growth ≤ 64 MB. BENCH_TUS_COUNT / BENCH_TUS_MB /
// BENCH_TUS_ROUNDS (default 10, 15, 3) to change it.
// Run: node scripts/bench/photos-tus.mjs
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fromRoot } from '../lib/paths.mjs';
import { startProduct } from '../lib/product-server.mjs';
import { cpuMs, newReport, photos, rssOf, rssSampler, settled, sha256, tusUpload } from './lib/photos.mjs';
import { apiLogin, median, verdict } from './lib/target.mjs';

const COUNT = Number(process.env.BENCH_TUS_COUNT ?? 10);
const ROUNDS = Number(process.env.BENCH_TUS_ROUNDS ?? 3);
const SIZE = Math.floor(Number(process.env.BENCH_TUS_MB ?? 15) * 1024 * 1024) - 4096; // just under UPLOAD_MAX_MB

/**
 * PUT each file to a bare node:http server that writes it to disk; `{ ms, cpuMs }` (the CPU of this process: client
 * and server). `fsync`: the file is fsynced before the answer, as an upload the API answers must be.
 */
async function plainCopy(files, { fsync = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copia-'));
  let n = 0;
  const server = http.createServer((req, res) => {
    const file = path.join(dir, `f${(n += 1)}`);
    req.pipe(fs.createWriteStream(file)).on('close', () => {
      if (!fsync) return res.end('ok');
      const fd = fs.openSync(file, 'r+');
      fs.fsync(fd, () => {
        fs.closeSync(fd);
        res.end('ok');
      });
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const agent = new http.Agent({ keepAlive: true });
  const put = (bytes) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: server.address().port, path: '/', method: 'PUT', agent, headers: { 'content-length': bytes.length } },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
      req.end(bytes);
    });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const bytes of files) await put(bytes);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** What the API does for the thumbnail of one such photo, alone (sharp from a file, as with disk storage). */
async function thumbnailMs(bytes) {
  const sharp = createRequire(fromRoot('api', 'package.json'))('sharp');
  const file = path.join(os.tmpdir(), `bench-miniatura-${process.pid}.jpg`);
  fs.writeFileSync(file, bytes);
  const make = () =>
    sharp(file, { failOn: 'error' }).rotate().resize(400, 400, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  await make();
  const t0 = performance.now();
  for (let i = 0; i < 3; i += 1) await make();
  fs.rmSync(file, { force: true });
  return (performance.now() - t0) / 3;
}

const files = await photos(COUNT + 1, SIZE);
// The browser hashes a photo when it enters the outbox, before any upload: not part of the upload's time.
const hashes = files.map(sha256);
const server = await startProduct({ prefix: 'bench-tus' });
try {
  const token = await apiLogin(server.url);
  // Warm-up (sharp, the tus server, the database) with one photo in a report of its own.
  await tusUpload(server.url, token, await newReport(server.url, token, 'Bench tus calentar'), files[COUNT], 'calentar.jpg');
  await settled(server.child.pid);

  // Rounds, each into a new report, the two measurements interleaved: this machine's cores are shared, so one
  // round says little; the medians are compared.
  const baseline = rssOf(server.child.pid);
  const sampler = rssSampler(server.child.pid);
  const tusMs = [];
  const copyMs = [];
  const laterMs = [];
  // CPU of the API and its embedded database per photo (less sensitive than time to what else runs on the machine).
  const cpuAnswer = [];
  const cpuLater = [];
  const copySyncMs = [];
  const cpuCopy = [];
  const cpuTusTotal = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const informe = await newReport(server.url, token, `Bench tus ${round + 1}`);
    const cpu0 = cpuMs(server.child.pid);
    const client0 = process.cpuUsage();
    const t0 = performance.now();
    const results = [];
    for (let i = 0; i < COUNT; i += 1) results.push(await tusUpload(server.url, token, informe, files[i], `foto-${i}.jpg`, { hash: hashes[i] }));
    tusMs.push(performance.now() - t0);
    const cpu1 = cpuMs(server.child.pid);
    const client = process.cpuUsage(client0);
    const ids = new Set(results.map((r) => r.photo.id));
    if (ids.size !== COUNT || results.some((r) => r.replayed)) throw new Error(`${ids.size} photos stored for ${COUNT} uploads`);
    // The work after the answers (thumbnails, difference hashes) finishes before the copy is timed: the API is idle
    // again (its CPU and its database's), so it neither slows the copy down nor goes unreported.
    laterMs.push(await settled(server.child.pid));
    cpuAnswer.push((cpu1 - cpu0) / COUNT);
    cpuLater.push((cpuMs(server.child.pid) - cpu1) / COUNT);
    const copy = await plainCopy(files.slice(0, COUNT));
    copyMs.push(copy.ms);
    copySyncMs.push((await plainCopy(files.slice(0, COUNT), { fsync: true })).ms);
    cpuCopy.push(copy.cpuMs / COUNT);
    cpuTusTotal.push((cpu1 - cpu0 + (client.user + client.system) / 1000) / COUNT);
  }
  const peak = sampler.stop();
  const thumbMs = await thumbnailMs(files[0]);
  const growthMb = (peak - baseline) / (1024 * 1024);
  const [tus, copy] = [median(tusMs), median(copyMs)];
  const ratio = tus / copy;
  const mb = (COUNT * SIZE) / 1024 / 1024;
  const list = (values) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  console.log(`${COUNT} photos of ${(SIZE / 1024 / 1024).toFixed(1)} MB (a 4000×3000 JPEG each), one after another; median of ${ROUNDS} rounds:`);
  console.log(
    `  tus (tus-js-client, one PATCH each; type, SHA-256, fsync, row): ${(tus / 1000).toFixed(2)} s  (${(mb / (tus / 1000)).toFixed(0)} MB/s; rounds ${list(tusMs)})`,
  );
  console.log(`  plain loopback copy of the same bytes (HTTP PUT to a file):     ${(copy / 1000).toFixed(2)} s  (rounds ${list(copyMs)})`);
  console.log(`  → tus takes ${ratio.toFixed(2)}× the plain copy (goal ≤ 1.5×; the multipart POST /upload took 3.0×) ${verdict(ratio, 1.5)}`);
  const copySync = median(copySyncMs);
  console.log(
    `  second baseline, the copy fsynced before each answer (the API must):  ${(copySync / 1000).toFixed(2)} s  (rounds ${list(copySyncMs)}) → tus ${(tus / copySync).toFixed(2)}× it`,
  );
  console.log(
    `  CPU per photo, client and server together (time on a shared machine varies with the other jobs; this less): ` +
      `tus ${median(cpuTusTotal).toFixed(0)} ms, plain copy ${median(cpuCopy).toFixed(0)} ms → ${(median(cpuTusTotal) / median(cpuCopy)).toFixed(2)}×`,
  );
  console.log(
    `  work after the last answer (thumbnails, difference hashes; deferred while photos arrive): ${(median(laterMs) / 1000).toFixed(2)} s more (rounds ${list(laterMs)})`,
  );
  console.log(
    `  CPU of the API and its database per photo: ${median(cpuAnswer).toFixed(0)} ms until the last answer, ${median(cpuLater).toFixed(0)} ms after it`,
  );
  console.log(
    `  thumbnail of one photo (sharp, shrink-on-load from the stored file): ${thumbMs.toFixed(0)} ms — made after the answer, one at a time; ` +
      `on the answer's path it would add ${((COUNT * thumbMs) / 1000).toFixed(2)} s (${((COUNT * thumbMs * 100) / tus).toFixed(0)}%)`,
  );
  console.log(`  API process peak RSS growth: ${growthMb.toFixed(1)} MB (goal ≤ 64 MB) ${verdict(growthMb, 64)}`);
} finally {
  await server.stop();
}
