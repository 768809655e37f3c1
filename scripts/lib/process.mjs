// Child-process helpers: run to completion, stream with a prefix, stop cleanly.
import { spawn } from 'node:child_process';

const COLORS = [36, 35, 33, 32, 34, 31];
let nextColor = 0;

/** Log a line from the orchestration itself. */
export function say(message) {
  process.stdout.write(`\x1b[1m›\x1b[0m ${message}\n`);
}

/** Forward a stream line by line with a coloured `[name]` prefix. */
function pipeWithPrefix(stream, out, prefix, onLine, hide) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!hide?.test(line)) out.write(`${prefix} ${line}\n`);
      onLine?.(line);
    }
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix} ${pending}\n`);
  });
}

/**
 * Spawn a command. `prefix` streams its output line by line with a coloured `[prefix]`;
 * without it the output is inherited. `detached` puts it in its own process group so a
 * terminal Ctrl-C reaches it only through us (forwarded once, see `stopChild`). `onLine` sees every
 * output line (prefixed mode only); `hide` (a RegExp) keeps matching lines off the terminal (prefixed mode only).
 */
export function spawnChild(cmd, args, { prefix, cwd, env, detached = false, onLine, hide } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: env ?? process.env,
    detached,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (prefix) {
    const color = COLORS[nextColor++ % COLORS.length];
    const label = `\x1b[${color}m[${prefix}]\x1b[0m`;
    pipeWithPrefix(child.stdout, process.stdout, label, onLine, hide);
    pipeWithPrefix(child.stderr, process.stderr, label, onLine, hide);
  }
  child.isGroupLeader = detached;
  child.exited = new Promise((resolve) => {
    child.on('error', (err) => {
      process.stderr.write(`No se pudo ejecutar ${cmd}: ${err.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  return child;
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** Run a command to completion; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return spawnChild(cmd, args, options).exited;
}

/** Run a command, capturing stdout (stderr inherited). Resolves `{ code, stdout }`. */
export function capture(cmd, args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.on('error', () => resolve({ code: 127, stdout: '' }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

/** Send `signal` to the child, or to its whole process group when it was spawned detached (pnpm → sh → webpack). */
function signalChild(child, signal) {
  try {
    if (child.isGroupLeader) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* already gone */
  }
}

/** Ask a child to stop (SIGTERM, or `signal`), then SIGKILL after `graceMs`. Resolves with its exit code. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  signalChild(child, signal);
  const timer = setTimeout(() => signalChild(child, 'SIGKILL'), graceMs);
  const code = await child.exited;
  clearTimeout(timer);
  return code;
}

/**
 * Forward SIGINT/SIGTERM/SIGHUP to `children` once and let the caller wait for them.
 * Returns a function that removes the handlers.
 */
export function forwardSignals(children, onSignal) {
  const handler = (signal) => {
    for (const child of children) void stopChild(child, { signal });
    onSignal?.(signal);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const s of signals) process.on(s, handler);
  // If this process dies for another reason, do not leave servers behind.
  const onExit = () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) signalChild(child, 'SIGKILL');
    }
  };
  process.on('exit', onExit);
  return () => {
    for (const s of signals) process.off(s, handler);
    process.off('exit', onExit);
  };
}
