import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';

/**
 * The start of a PostgreSQL wire-protocol connection, with password authentication: what the embedded
 * database's socket server (pglite-server.ts) runs before PGlite, which trusts every client, sees the
 * connection (docs/decisions/embedded-database.md).
 *
 * Client → StartupMessage (after an optional SSLRequest, answered 'N'); server → AuthenticationMD5Password
 * with a random salt; client → PasswordMessage 'md5' + md5(md5(password + user) + salt). Right: resolves
 * the original StartupMessage bytes, for the caller to hand to PGlite. Wrong, malformed or too slow: an
 * ErrorResponse (28P01 / 08P01) and the socket is closed; resolves null.
 */
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const MAX_STARTUP_BYTES = 10_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;

function md5(...parts: Array<string | Buffer>): string {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest('hex');
}

function md5PasswordAnswer(password: string, user: string, salt: Buffer): string {
  return `md5${md5(md5(password, user), salt)}`;
}

function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.concat([Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0`, 'utf8'), Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Parameters of a StartupMessage body (after length and protocol version). */
function startupParams(message: Buffer): Map<string, string> {
  const params = new Map<string, string>();
  const parts = message.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2) params.set(parts[i], parts[i + 1]);
  return params;
}

export function authenticate(socket: Socket, password: string): Promise<Buffer | null> {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0);
    let startup: Buffer | null = null;
    let salt: Buffer | null = null;
    let user = '';
    let done = false;

    const finish = (result: Buffer | null, error?: Buffer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.removeListener('data', onData);
      socket.removeListener('error', onClose);
      socket.removeListener('close', onClose);
      if (error) {
        socket.end(error);
        socket.destroy();
      }
      if (result) socket.pause();
      resolve(result);
    };
    const refuse = (code: string, message: string) => finish(null, errorResponse(code, message));
    const onClose = () => finish(null);
    const timer = setTimeout(() => refuse('08P01', 'tiempo de autenticación agotado'), HANDSHAKE_TIMEOUT_MS);

    function onData(chunk: Buffer) {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length > MAX_STARTUP_BYTES) return refuse('08P01', 'mensaje de inicio demasiado largo');
      for (;;) {
        if (!startup) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (length === 8 && code === SSL_REQUEST) {
            socket.write('N');
            buffer = buffer.subarray(8);
            continue;
          }
          if (code !== PROTOCOL_3 || length < 8 || length > MAX_STARTUP_BYTES) return refuse('08P01', 'protocolo no soportado');
          if (buffer.length < length) return;
          startup = Buffer.from(buffer.subarray(0, length));
          buffer = buffer.subarray(length);
          user = startupParams(startup).get('user') ?? '';
          salt = randomBytes(4);
          const request = Buffer.alloc(13);
          request.write('R', 0, 'latin1');
          request.writeInt32BE(12, 1);
          request.writeInt32BE(5, 5);
          salt.copy(request, 9);
          socket.write(request);
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (type !== 'p' || length < 5 || length > 1000) return refuse('08P01', 'se esperaba la contraseña');
        if (buffer.length < length + 1) return;
        const answer = buffer.subarray(5, length).toString('utf8').replace(/\0$/, '');
        const expected = md5PasswordAnswer(password, user, salt!);
        const ok = answer.length === expected.length && timingSafeEqual(Buffer.from(answer), Buffer.from(expected));
        if (!ok) return refuse('28P01', `la autenticación por contraseña falló para el usuario "${user}"`);
        return finish(startup);
      }
    }

    socket.on('data', onData);
    socket.on('error', onClose);
    socket.on('close', onClose);
  });
}
