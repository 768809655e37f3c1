import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Side-effect module of the embedded database child (pglite-server.ts imports it first): every file or
 * directory mode set in this process is clamped to its owner. PGlite's Node filesystem applies the
 * modes its WebAssembly PostgreSQL asks for with chmod (0666 for most data files), past the process
 * umask; DATA_DIR must stay private (docs/decisions/embedded-database.md).
 */
const OWNER_ONLY = 0o700;
/** 0666 → 0600, 0755 → 0700: the owner keeps its bits, group and others get none. */
const clamp = (mode: fs.Mode | undefined): fs.Mode | undefined =>
  typeof mode === 'number' ? mode & ~0o077 : typeof mode === 'string' ? Number.parseInt(mode, 8) & ~0o077 : mode;

const { chmodSync, fchmodSync, chmod, fchmod, mkdirSync, openSync, writeFileSync } = fs;
fs.chmodSync = (p, mode) => chmodSync(p, clamp(mode)!);
fs.fchmodSync = (fd, mode) => fchmodSync(fd, clamp(mode)!);
fs.chmod = ((p: fs.PathLike, mode: fs.Mode, cb: fs.NoParamCallback) => chmod(p, clamp(mode)!, cb)) as typeof fs.chmod;
fs.fchmod = ((fd: number, mode: fs.Mode, cb: fs.NoParamCallback) => fchmod(fd, clamp(mode)!, cb)) as typeof fs.fchmod;
fs.mkdirSync = (p: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) =>
  mkdirSync(
    p,
    typeof options === 'object' && options !== null ? { ...options, mode: clamp(options.mode ?? OWNER_ONLY) } : clamp(options ?? OWNER_ONLY),
  );
fs.openSync = (p: fs.PathLike, flags: fs.OpenMode = 'r', mode?: fs.Mode | null) => openSync(p, flags, clamp(mode ?? 0o600));
fs.writeFileSync = (p: fs.PathOrFileDescriptor, data: string | NodeJS.ArrayBufferView, options?: fs.WriteFileOptions) =>
  writeFileSync(p, data, typeof options === 'object' && options !== null ? { ...options, mode: clamp(options.mode ?? 0o600) } : options);
syncBuiltinESMExports();
