#!/usr/bin/env node
// A field connection: ten 5 MB photos through tus (tus-js-client, the browser's settings) behind a TCP proxy written
// here that limits the upload to 1.6 Mbit/s with a 150 ms round trip; once with two forced disconnects in the middle
// (every open connection cut, at one third and two thirds of the bytes), once without. All photos must arrive, with
// no duplicate row; goal (issue #24): the run with disconnects takes ≤ 1.3× the one without.
// 2 × 50 MB at 1.6 Mbit/s is about 9 minutes: BENCH_FAST=1 sends three 1 MB photos instead, or set
// BENCH_FIELD_COUNT / BENCH_FIELD_MB. Run: node scripts/bench/photos-tus-field.mjs
import net from 'node:net';
import { startProduct } from '../lib/product-server.mjs';
import { newReport, photos, sha256, tusUpload } from './lib/photos.mjs';
import { apiLogin, verdict } from './lib/target.mjs';

const FAST = process.env.BENCH_FAST === '1';
const COUNT = Number(process.env.BENCH_FIELD_COUNT ?? (FAST ? 3 : 10));
const SIZE = Math.floor(Number(process.env.BENCH_FIELD_MB ?? (FAST ? 1 : 5)) * 1024 * 1024);
const UP_BYTES_PER_S = 1_600_000 / 8;
const ONE_WAY_MS = 75;
/** What the bottleneck link holds before the sender must wait (a phone's uplink buffer). */
const LINK_BUFFER = 64 * 1024;

/**
 * A TCP proxy to `target`: client → API at UP_BYTES_PER_S after ONE_WAY_MS, API → client after ONE_WAY_MS.
 * `cutAll()` destroys every open connection (both sides), as a lost signal does.
 */
async function fieldProxy(target) {
  const upstream = new URL(target);
  const pairs = new Set();
  let sentUp = 0;
  const server = net.createServer((client) => {
    const api = net.connect(Number(upstream.port), upstream.hostname);
    const pair = { client, api };
    pairs.add(pair);
    let linkFreeAt = 0; // when the uplink finishes sending what it holds
    let queued = 0;
    client.on('data', (chunk) => {
      const now = performance.now();
      linkFreeAt = Math.max(linkFreeAt, now) + (chunk.length / UP_BYTES_PER_S) * 1000;
      queued += chunk.length;
      if (queued > LINK_BUFFER) client.pause();
      setTimeout(
        () => {
          queued -= chunk.length;
          if (queued <= LINK_BUFFER && client.isPaused()) client.resume();
          if (!api.destroyed) {
            sentUp += chunk.length;
            api.write(chunk);
          }
        },
        linkFreeAt - now + ONE_WAY_MS,
      );
    });
    api.on('data', (chunk) => setTimeout(() => client.destroyed || client.write(chunk), ONE_WAY_MS));
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      api.destroy();
    };
    client.on('error', close).on('close', close);
    api.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    sentUp: () => sentUp,
    cutAll() {
      for (const { client, api } of pairs) {
        client.destroy();
        api.destroy();
      }
    },
    close: () => {
      for (const { client, api } of pairs) (client.destroy(), api.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Uploads every photo through the proxy, one after another; cuts all connections at the given fractions of bytes. */
async function run(server, token, files, hashes, cuts) {
  const informe = await newReport(server.url, token, `Bench campo ${cuts.length ? 'con cortes' : 'sin cortes'}`);
  const proxy = await fieldProxy(server.url);
  const total = files.reduce((n, f) => n + f.length, 0);
  const pending = cuts.map((fraction) => fraction * total);
  let cutsDone = 0;
  const watcher = setInterval(() => {
    if (pending.length && proxy.sentUp() >= pending[0]) {
      pending.shift();
      proxy.cutAll();
      cutsDone += 1;
    }
  }, 20);
  const t0 = performance.now();
  try {
    const results = [];
    for (const [i, bytes] of files.entries()) {
      results.push(await tusUpload(server.url, token, informe, bytes, `campo-${i}.jpg`, { hash: hashes[i], endpoint: proxy.url }));
    }
    const ms = performance.now() - t0;
    const rows = (await (await fetch(`${server.url}/api/v1/informes/${informe}/archivos`, { headers: { authorization: `Bearer ${token}` } })).json())
      .data;
    const stored = rows.map((r) => r.sha256);
    const missing = hashes.filter((h) => !stored.includes(h)).length;
    const duplicates = stored.length - new Set(stored).size;
    return { ms, sent: proxy.sentUp(), cuts: cutsDone, rows: rows.length, missing, duplicates, replays: results.filter((r) => r.replayed).length };
  } finally {
    clearInterval(watcher);
    await proxy.close();
  }
}

const files = await photos(COUNT, SIZE);
const hashes = files.map(sha256);
const server = await startProduct({ prefix: 'bench-campo' });
try {
  const token = await apiLogin(server.url);
  const plain = await run(server, token, files, hashes, []);
  const cut = await run(server, token, files, hashes, [1 / 3, 2 / 3]);
  const mb = (COUNT * SIZE) / 1024 / 1024;
  const line = (label, r) =>
    console.log(
      `  ${label}: ${(r.ms / 1000).toFixed(1)} s, ${(r.sent / 1024 / 1024).toFixed(1)} MB through the link (${((r.sent * 100) / (COUNT * SIZE)).toFixed(0)}%), ` +
        `${r.cuts} cuts, ${r.rows} rows, ${r.missing} missing, ${r.duplicates} duplicate rows`,
    );
  console.log(`${COUNT} photos of ${(SIZE / 1024 / 1024).toFixed(1)} MB (${mb.toFixed(0)} MB) through tus at 1.6 Mbit/s up, 150 ms round trip:`);
  line('without disconnects     ', plain);
  line('with two forced cuts    ', cut);
  const ratio = cut.ms / plain.ms;
  const ok = cut.missing === 0 && cut.duplicates === 0 && plain.missing === 0 && plain.duplicates === 0;
  console.log(`  → all arrived, no duplicate row: ${ok ? 'yes' : 'NO'}; time with cuts ${ratio.toFixed(2)}× (goal ≤ 1.3×) ${verdict(ratio, 1.3)}`);
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
