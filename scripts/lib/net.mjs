// Network helpers: a free loopback port, waiting for a URL to answer.
import net from 'node:net';

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts TCP connections on host:port. */
export function isPortInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Poll `url` until it answers 2xx. Gives up after `timeoutMs`, or early when `abort()` returns a reason
 * (e.g. the server process exited). Resolves with the elapsed milliseconds.
 */
export async function waitForUrl(url, { timeoutMs = 180_000, intervalMs = 200, abort } = {}) {
  const started = Date.now();
  let lastError = 'sin respuesta';
  while (Date.now() - started < timeoutMs) {
    const reason = abort?.();
    if (reason) throw new Error(`${url} no respondió: ${reason}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) {
        await res.arrayBuffer();
        return Date.now() - started;
      }
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} no respondió en ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}
