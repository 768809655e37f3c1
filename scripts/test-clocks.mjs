#!/usr/bin/env node
// Runs the test suite with the clock moved, to prove it holds at any hour and on any date
// (docs/decisions/demo-data-time.md). Every process the run starts — the test runners, the API, the
// embedded database, PostgreSQL, Chromium — sees the same shifted clock through libfaketime (Debian's
// `faketime` package, installed with apt-get when missing): FAKETIME is an offset, not a fixed start,
// so processes started minutes apart still agree on the time.
//
//   node scripts/test-clocks.mjs                      npm test at the four default moments (Bogotá time)
//   node scripts/test-clocks.mjs --ci                 bash .ci/run instead (adds the PostgreSQL API run)
//   node scripts/test-clocks.mjs --at=2027-02-28T19:30 [--at=…] [-- <args for scripts/test.mjs>]
//
// The default moments fall on 31 December: 00:30, 10:00, 19:30 (already 1 January in UTC) and 23:59
// (the run crosses midnight and the new year while it goes).
import { ensureDebianPackage } from './lib/apt.mjs';
import { ROOT } from './lib/paths.mjs';
import { run, say } from './lib/process.mjs';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const DEFAULT_MOMENTS = ['2026-12-31T00:30', '2026-12-31T10:00', '2026-12-31T19:30', '2026-12-31T23:59'];

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
const passOn = dashDash === -1 ? [] : argv.slice(dashDash + 1);
const ci = own.includes('--ci');
const moments = own.filter((a) => a.startsWith('--at=')).map((a) => a.slice('--at='.length));

await ensureDebianPackage('faketime', LIBFAKETIME);
const results = [];
for (const moment of moments.length ? moments : DEFAULT_MOMENTS) {
  // A moment without an offset is Bogotá time (UTC−5 all year).
  const target = Date.parse(/[zZ]|[+-]\d{2}:\d{2}$/.test(moment) ? moment : `${moment}:00-05:00`);
  if (Number.isNaN(target)) throw new Error(`--at=${moment}: fecha inválida (AAAA-MM-DDTHH:MM, hora de Bogotá)`);
  const offset = Math.round((target - Date.now()) / 1000);
  const env = {
    ...process.env,
    LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(':'),
    FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`,
    DONT_FAKE_MONOTONIC: '1',
  };
  say(`Reloj en ${moment} (Bogotá) = ${new Date(target).toISOString()} (FAKETIME=${env.FAKETIME} s)`);
  const [cmd, args] = ci ? ['bash', ['.ci/run']] : [process.execPath, ['scripts/test.mjs', ...passOn]];
  let last = '';
  const code = await run(cmd, args, {
    cwd: ROOT,
    env,
    prefix: moment.slice(11),
    onLine: (line) => {
      if (/^\d+ passed, \d+ failed$/.test(line.trim())) last = line.trim();
    },
  });
  results.push({ moment, code, last: last || '(sin resumen)' });
}
process.stdout.write('\nResumen por hora (Bogotá):\n');
for (const r of results) process.stdout.write(`  ${r.moment}  ${r.last}  (código ${r.code})\n`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
