// Debian packages the scripts need (Chromium for browser tests, libfaketime for the clock matrix):
// installed with apt-get only when the file they provide is missing.
import fs from 'node:fs';
import { run, say } from './process.mjs';

/** Ensures `file` exists, installing Debian `pkg` with apt-get (sudo -n when not root) if it does not. */
export async function ensureDebianPackage(pkg, file) {
  if (fs.existsSync(file)) return file;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  say(`${file} no existe: instalando ${pkg} con apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  if ((await apt(['update'])) !== 0 || (await apt(['install', '-y', pkg])) !== 0 || !fs.existsSync(file)) {
    throw new Error(`No se pudo instalar ${pkg} (${file}) con apt-get install -y ${pkg}.`);
  }
  return file;
}
