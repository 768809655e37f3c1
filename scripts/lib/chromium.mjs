// Debian's Chromium for the browser tests: installed with apt only when missing.
import fs from 'node:fs';
import { run, say } from './process.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium on these machines (no sandbox as root, no background network calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  say(`${CHROMIUM_PATH} no existe: instalando chromium con apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  if ((await apt(['update'])) !== 0 || (await apt(['install', '-y', 'chromium'])) !== 0
    || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No se pudo instalar Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  }
  return CHROMIUM_PATH;
}
