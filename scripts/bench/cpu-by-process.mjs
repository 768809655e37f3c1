#!/usr/bin/env node
// Where the CPU of a command goes, by kind of process: runs the command and, every 500 ms, reads every process's
// CPU time from /proc; at the end prints the machine's busy CPU and each kind's share (Chromium's renderers, its
// browser and GPU processes, the product's API and its embedded database, the test files, builds…). For the test
// suite's wall time (docs/decisions/test-time.md, "Where the browser phase's CPU goes"): the runner's own summary
// counts the test files' processes only. A process that lives less than 500 ms is missed. Numbers, not a test.
// Usage: node scripts/bench/cpu-by-process.mjs -- node scripts/test.mjs --only=e2e catalog-servicios
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { machineBusySeconds, processCpuSeconds } from '../lib/cpu-time.mjs';

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (process.argv.indexOf('--') < 0 || !command.length) {
  console.error('Uso: node scripts/bench/cpu-by-process.mjs -- <orden> [argumentos…]');
  process.exit(2);
}

/** The kind of a process from its command line; Chromium's forked processes retitle themselves, so it is read again. */
function kindOf(cmdline) {
  if (/chrom(e|ium)/.test(cmdline)) {
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    const sub = /--utility-sub-type=[\w.]*?\.?(\w+)(?:\s|$)/.exec(cmdline)?.[1];
    return `chromium ${type ? type + (sub ? ` (${sub})` : '') : 'browser'}`;
  }
  if (/pglite-server/.test(cmdline)) return 'embedded database (PGlite child)';
  if (/\/server\.(mjs|ts)\b/.test(cmdline)) return 'product API server';
  if (/e2e\/|api\/test\/|\.test-build\//.test(cmdline)) return 'test files';
  if (/webpack|esbuild|jest-worker|\bpnpm\b|corepack/.test(cmdline)) return 'builds and installs';
  if (/eslint|tsc\b|typescript/.test(cmdline)) return 'lint and types';
  if (/jest/.test(cmdline)) return 'jest';
  if (/nginx|postgres/.test(cmdline)) return cmdline.split(/[\s:]/)[0].split('/').pop();
  return /node/.test(cmdline) ? 'other node' : 'other';
}

function read(pid) {
  const seconds = processCpuSeconds(pid);
  if (seconds === null) return null; // gone meanwhile
  try {
    return { seconds, cmdline: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() };
  } catch {
    return null;
  }
}

/** pid → { before: CPU seconds when first seen, last, kind } */
const seen = new Map();
function sample(first) {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const now = read(Number(name));
    if (!now) continue;
    const entry = seen.get(name);
    if (!entry) seen.set(name, { before: now.seconds, last: now.seconds, kind: first ? 'already running' : kindOf(now.cmdline) });
    else {
      entry.last = now.seconds;
      if (entry.kind !== 'already running' && now.cmdline) entry.kind = kindOf(now.cmdline);
    }
  }
}

sample(true);
const busyBefore = machineBusySeconds();
const started = Date.now();
const timer = setInterval(() => sample(false), 500);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  clearInterval(timer);
  sample(false);
  const byKind = new Map();
  for (const { before, last, kind } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + last - before);
  const busy = machineBusySeconds() - busyBefore;
  const wall = (Date.now() - started) / 1000;
  console.log(`\nCPU por tipo de proceso: ${wall.toFixed(0)} s de pared, la máquina ${busy.toFixed(0)} s de CPU ocupada`);
  for (const [kind, seconds] of [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1])) {
    console.log(`${seconds.toFixed(1).padStart(9)} s  ${((100 * seconds) / busy).toFixed(0).padStart(3)} %  ${kind}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
