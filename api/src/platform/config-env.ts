import { isIP } from 'node:net';
import path from 'node:path';
import type { StorageSettings } from './config';

/**
 * Readers of the environment variables (config.ts): each reads one kind of value, pushes a message naming the variable
 * when it is wrong (ES/EN) and returns the default meanwhile, so every problem is reported at once.
 */
export type Env = Record<string, string | undefined>;

export function clean(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v === undefined || v === '' ? undefined : v;
}

export function parseBool(name: string, raw: string, problems: string[]): boolean | undefined {
  const v = raw.toLowerCase();
  if (['1', 'true', 'yes', 'si', 'sí', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  problems.push(`${name}="${raw}": debe ser true o false / must be true or false`);
  return undefined;
}

export function parseInteger(name: string, raw: string | undefined, def: number, min: number, max: number, problems: string[]): number {
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name}="${raw}": debe ser un entero entre ${min} y ${max} / must be an integer between ${min} and ${max}`);
    return def;
  }
  return n;
}

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Remote entry URL: absolute http(s) URL or a same-origin path starting with "/". */
export function parseRemoteUrl(name: string, raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  if (raw.startsWith('/') || isHttpUrl(raw)) return raw;
  problems.push(`${name}="${raw}": debe ser una URL http(s) o una ruta que empiece por "/" / must be an http(s) URL or a path starting with "/"`);
  return null;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Local disk under DATA_DIR/uploads unless the four S3_* variables are set (all four, or none). */
export function parseStorage(env: Env, dataDir: string, problems: string[]): StorageSettings {
  const disk: StorageSettings = { kind: 'disco', dir: path.join(dataDir, 'uploads') };
  const given = S3_REQUIRED.filter((name) => clean(env[name]) !== undefined);
  const optional = ['S3_REGION', 'S3_FORCE_PATH_STYLE'].filter((name) => clean(env[name]) !== undefined);
  if (given.length === 0) {
    if (optional.length > 0)
      problems.push(
        `${optional.join(', ')}: solo se usan con S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY / only used with the four S3_* variables`,
      );
    return disk;
  }
  if (given.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => !given.includes(name));
    problems.push(`${S3_REQUIRED.join(', ')} van juntas; falta ${missing.join(', ')} / must be set together; missing ${missing.join(', ')}`);
    return disk;
  }
  const endpoint = clean(env.S3_ENDPOINT)!;
  if (!isHttpUrl(endpoint)) problems.push(`S3_ENDPOINT="${endpoint}": debe ser una URL http(s) / must be an http(s) URL`);
  const bucket = clean(env.S3_BUCKET)!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`S3_BUCKET="${bucket}": nombre de bucket inválido (3–63 minúsculas, cifras, "." o "-") / invalid bucket name`);
  }
  const forceRaw = clean(env.S3_FORCE_PATH_STYLE);
  const forcePathStyle = (forceRaw !== undefined ? parseBool('S3_FORCE_PATH_STYLE', forceRaw, problems) : undefined) ?? true;
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: clean(env.S3_REGION) ?? 'us-east-1',
    accessKeyId: clean(env.S3_ACCESS_KEY_ID)!,
    secretAccessKey: clean(env.S3_SECRET_ACCESS_KEY)!,
    forcePathStyle,
  };
}

/** 127.0.0.1, ::1, localhost (the only hosts that keep the server on this machine). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || h === '::ffff:127.0.0.1' || (isIP(h) === 4 && h.startsWith('127.'));
}

/** TRUST_PROXY: a hop count (1 = the nearest proxy) or a comma-separated list of addresses / CIDR ranges. */
export function parseTrustProxy(raw: string | undefined, problems: string[]): number | string[] | false {
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const list = raw
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const valid = (x: string) => {
      const [ip, bits, extra] = x.split('/');
      const version = isIP(ip);
      if (!version || extra !== undefined) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
    };
    if (list.length > 0 && list.every(valid)) return list;
  }
  problems.push(
    `TRUST_PROXY="${raw}": un número de proxies (1–10) o direcciones/rangos separados por comas, p. ej. 10.0.0.5,192.168.0.0/16 / ` +
      'a hop count (1–10) or a comma-separated list of addresses/CIDR ranges',
  );
  return false;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A period such as `30m`, `6h`, `1d` (s, m, h, d; at most 30 days) in ms; unset → 0 (never). */
export function parseDuration(name: string, raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 0;
  const m = /^(\d+)\s*([smhd])$/.exec(raw.toLowerCase());
  const ms = m ? Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS] : NaN;
  if (!(ms >= 1000 && ms <= 30 * UNIT_MS.d)) {
    problems.push(`${name}="${raw}": un periodo como 30m, 6h o 1d (s, m, h, d; de 1 s a 30 días) / a period such as 30m, 6h or 1d`);
    return 0;
  }
  return ms;
}

/** Whether `dir` is `parent` or lies inside it. */
export function isInside(dir: string, parent: string): boolean {
  const rel = path.relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
