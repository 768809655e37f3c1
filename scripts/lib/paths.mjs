// Paths every orchestration script shares. Only Node builtins: these run before anything is installed.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The four webpack apps, in build order (host last is not needed: they build independently). */
export const APPS = ['host', 'remote-reports', 'remote-catalog', 'remote-admin'];

export const fromRoot = (...parts) => path.join(ROOT, ...parts);
