#!/usr/bin/env node
// `node scripts/lib/cpu-timed.mjs <out-file> <command> [args…]`: runs the command with this process's stdio, then
// writes the CPU seconds it and its descendants used to <out-file> (Linux; nothing elsewhere) and exits with its code.
// The test runners put each test file under it to tell a file that works from one that waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { cpuSeconds } from './cpu-time.mjs';

const [out, cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: 'inherit' });
child.on('error', (err) => {
  process.stderr.write(`No se pudo ejecutar ${cmd}: ${err.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const seconds = cpuSeconds();
  if (seconds !== null) fs.writeFileSync(out, String(seconds));
  process.exit(code ?? (signal ? 128 : 1));
});
