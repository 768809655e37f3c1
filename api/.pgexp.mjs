// src/db/private-files.ts
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
var OWNER_ONLY = 448;
var clamp = (mode) => typeof mode === "number" ? mode & ~63 : typeof mode === "string" ? Number.parseInt(mode, 8) & ~63 : mode;
var { chmodSync, fchmodSync, chmod, fchmod, mkdirSync, openSync, writeFileSync } = fs;
fs.chmodSync = (p, mode) => chmodSync(p, clamp(mode));
fs.fchmodSync = (fd, mode) => fchmodSync(fd, clamp(mode));
fs.chmod = ((p, mode, cb) => chmod(p, clamp(mode), cb));
fs.fchmod = ((fd, mode, cb) => fchmod(fd, clamp(mode), cb));
fs.mkdirSync = (p, options) => mkdirSync(
  p,
  typeof options === "object" && options !== null ? { ...options, mode: clamp(options.mode ?? OWNER_ONLY) } : clamp(options ?? OWNER_ONLY)
);
fs.openSync = (p, flags = "r", mode) => openSync(p, flags, clamp(mode ?? 384));
fs.writeFileSync = (p, data, options) => writeFileSync(p, data, typeof options === "object" && options !== null ? { ...options, mode: clamp(options.mode ?? 384) } : options);
syncBuiltinESMExports();

// src/db/pglite-server.ts
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// src/db/wire-auth.ts
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
var SSL_REQUEST = 80877103;
var PROTOCOL_3 = 196608;
var MAX_STARTUP_BYTES = 1e4;
var HANDSHAKE_TIMEOUT_MS = 1e4;
function md5(...parts) {
  const h = createHash("md5");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}
function md5PasswordAnswer(password, user, salt) {
  return `md5${md5(md5(password, user), salt)}`;
}
function errorResponse(code, message) {
  const fields = Buffer.concat([Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0`, "utf8"), Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write("E", 0, "latin1");
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}
function startupParams(message) {
  const params = /* @__PURE__ */ new Map();
  const parts = message.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) params.set(parts[i], parts[i + 1]);
  return params;
}
function authenticate(socket, password) {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0);
    let startup = null;
    let salt = null;
    let user = "";
    let done = false;
    const finish = (result, error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.removeListener("data", onData);
      socket.removeListener("error", onClose);
      socket.removeListener("close", onClose);
      if (error) {
        socket.end(error);
        socket.destroy();
      }
      if (result) socket.pause();
      resolve(result);
    };
    const refuse = (code, message) => finish(null, errorResponse(code, message));
    const onClose = () => finish(null);
    const timer = setTimeout(() => refuse("08P01", "tiempo de autenticaci\xF3n agotado"), HANDSHAKE_TIMEOUT_MS);
    function onData(chunk) {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length > MAX_STARTUP_BYTES) return refuse("08P01", "mensaje de inicio demasiado largo");
      for (; ; ) {
        if (!startup) {
          if (buffer.length < 8) return;
          const length2 = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (length2 === 8 && code === SSL_REQUEST) {
            socket.write("N");
            buffer = buffer.subarray(8);
            continue;
          }
          if (code !== PROTOCOL_3 || length2 < 8 || length2 > MAX_STARTUP_BYTES) return refuse("08P01", "protocolo no soportado");
          if (buffer.length < length2) return;
          startup = Buffer.from(buffer.subarray(0, length2));
          buffer = buffer.subarray(length2);
          user = startupParams(startup).get("user") ?? "";
          salt = randomBytes(4);
          const request = Buffer.alloc(13);
          request.write("R", 0, "latin1");
          request.writeInt32BE(12, 1);
          request.writeInt32BE(5, 5);
          salt.copy(request, 9);
          socket.write(request);
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (type !== "p" || length < 5 || length > 1e3) return refuse("08P01", "se esperaba la contrase\xF1a");
        if (buffer.length < length + 1) return;
        const answer = buffer.subarray(5, length).toString("utf8").replace(/\0$/, "");
        const expected = md5PasswordAnswer(password, user, salt);
        const ok = answer.length === expected.length && timingSafeEqual(Buffer.from(answer), Buffer.from(expected));
        if (!ok) return refuse("28P01", `la autenticaci\xF3n por contrase\xF1a fall\xF3 para el usuario "${user}"`);
        return finish(startup);
      }
    }
    socket.on("data", onData);
    socket.on("error", onClose);
    socket.on("close", onClose);
  });
}

// src/db/pglite-server.ts
var dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write("pglite-server: falta el directorio de datos / missing data directory\n");
  process.exit(2);
}
process.umask(63);
var AuthenticatedSocketServer = class extends PGLiteSocketServer {
  constructor(options, password) {
    super(options);
    this.password = password;
  }
  password;
  async authenticateThenHandle(socket) {
    const startup = await authenticate(socket, this.password);
    if (!startup) return;
    socket.unshift(startup);
    const handle = PGLiteSocketServer.prototype.handleConnection;
    await handle.call(this, socket);
    socket.resume();
  }
};
AuthenticatedSocketServer.prototype.handleConnection = function(socket) {
  return this.authenticateThenHandle(socket);
};
var db = null;
var server = null;
var closing = null;
function send(message) {
  if (process.connected && process.send) process.send(message, (err) => void err);
}
function shutdown(exitCode = 0) {
  if (!closing) {
    closing = (async () => {
      try {
        await server?.stop();
      } catch {
      }
      try {
        if (db && !db.closed) await db.close();
      } catch (err) {
        process.stderr.write(`pglite-server: error al cerrar / close error: ${String(err)}
`);
        exitCode = 1;
      }
      process.exit(exitCode);
    })();
  }
  return closing;
}
async function start(password) {
  try {
    db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    server = new AuthenticatedSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 }, password);
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    send({ type: "ready", port });
  } catch (err) {
    send({ type: "error", message: err instanceof Error ? err.message : String(err) });
    await shutdown(1);
  }
}
process.on("message", (msg) => {
  const m = msg;
  if (m?.type === "start" && typeof m.password === "string" && m.password.length >= 16 && !db) void start(m.password);
  if (m?.type === "shutdown") void shutdown();
});
process.on("disconnect", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => {
  if (!process.connected) void shutdown();
});
