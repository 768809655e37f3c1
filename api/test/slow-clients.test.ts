import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startServer, stopServer } from './helpers/server-process';
import { prepareDatabase, startTestApp, type TestApp } from './helpers/test-app';

/**
 * Slow clients cannot hold connections, and a stop does not wait for them (issue 12): request headers
 * must arrive within HEADERS_TIMEOUT_MS; SIGTERM closes idle keep-alive connections at once and cuts
 * off unfinished requests after a grace period instead of waiting for the forced exit.
 */
function connect(baseUrl: string): Promise<net.Socket> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

function closed(socket: net.Socket): Promise<{ ms: number; data: string }> {
  const t0 = Date.now();
  let data = '';
  socket.on('data', (d) => (data += d.toString('utf8')));
  return new Promise((resolve) => socket.on('close', () => resolve({ ms: Date.now() - t0, data })));
}

describe('request headers sent too slowly', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ HEADERS_TIMEOUT_MS: '2000' });
  });
  after(async () => t?.close());

  test('a client that never finishes its headers gets 408 and its connection closed', async () => {
    const socket = await connect(t.baseUrl);
    const done = closed(socket);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: informes\r\nX-Slow: ');
    const { ms, data } = await done;
    assert.match(data, /^HTTP\/1\.1 408/);
    assert.deepEqual(JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4)), {
      error: 'tiempo_agotado',
      message: 'La petición tardó demasiado en llegar',
    });
    assert.ok(ms >= 1500 && ms < 6000, `closed after ${ms} ms`);
    // Meanwhile and afterwards, everyone else is served.
    assert.equal((await fetch(`${t.baseUrl}/api/v1/health`)).status, 200);
  });
});

describe('stopping with open connections', () => {
  test('SIGTERM with an idle keep-alive connection and a request that never completes: exits 0 in about 10 s, not 20', async () => {
    const { dataDir, databaseUrl, drop } = await prepareDatabase();
    const server = startServer(dataDir, { HEADERS_TIMEOUT_MS: '600000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    try {
      const url = await server.ready;
      const idle = await connect(url);
      idle.write('GET /api/v1/health HTTP/1.1\r\nHost: informes\r\n\r\n');
      await new Promise((r) => idle.once('data', r));
      const idleClosed = closed(idle);
      const hanging = await connect(url);
      hanging.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: informes\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"usu');
      const hangingClosed = closed(hanging);
      const t0 = Date.now();
      server.child.kill('SIGTERM');
      assert.ok((await idleClosed).ms < 3000, 'the idle keep-alive connection is closed at once');
      const code = await server.exited;
      const ms = Date.now() - t0;
      await hangingClosed;
      assert.equal(code, 0, server.output());
      assert.ok(ms < 15_000, `stopped in ${ms} ms`);
    } finally {
      await stopServer(server);
      await drop();
    }
  });
});
