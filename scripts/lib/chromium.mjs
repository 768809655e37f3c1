// Debian's Chromium for the browser tests: installed with apt only when missing.
import { ensureDebianPackage } from './apt.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for headless Chromium on these machines (no sandbox as root, no background network calls). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function ensureChromium() {
  return ensureDebianPackage('chromium', CHROMIUM_PATH);
}
