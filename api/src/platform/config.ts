import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runtime configuration, read once from the environment and validated at start.
 * Every error names the variable and says what is expected, in Spanish and English.
 */

import {
  clean,
  isHttpUrl,
  isInside,
  isLoopbackHost,
  parseBool,
  parseDuration,
  parseInteger,
  parseRemoteUrl,
  parseStorage,
  parseTrustProxy,
  type Env,
} from './config-env';

export { isLoopbackHost } from './config-env';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible bucket for the photos (S3_* variables; docs/decisions/photos-storage.md). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (http://host/bucket/key): what MinIO, s3rver and most self-hosted services need. */
  forcePathStyle: boolean;
}

/** Where the photos live: a folder of DATA_DIR, or a bucket. */
export type StorageSettings = { kind: 'disco'; dir: string } | ({ kind: 's3' } & S3Settings);

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds pgdata (embedded), jwt-secret, uploads. */
  dataDir: string;
  /** null → embedded PGlite in dataDir/pgdata. */
  databaseUrl: string | null;
  /** null → generated once and stored in dataDir/jwt-secret (see platform/auth/jwt-secret.ts). */
  jwtSecret: string | null;
  uploadMaxMb: number;
  /**
   * Unfinished resumable uploads one user may have at once (UPLOAD_PENDING_PER_USER), and their declared bytes
   * (UPLOAD_PENDING_MB_PER_USER, at least UPLOAD_MAX_MB): modules/fotos/subidas/quota.ts.
   */
  uploadPendingPerUser: number;
  uploadPendingMbPerUser: number;
  /** A photo farther than this from its report's municipality is flagged `lejos_del_municipio` (EVIDENCIA_DISTANCIA_KM). */
  evidenciaDistanciaKm: number;
  /** SITIO_RADIO_M: a new site's geofence in metres unless it says its own (docs/decisions/sitios-campanas.md). */
  sitioRadioM: number;
  /** Where uploaded images go: DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  storage: StorageSettings;
  mapStyleUrl: string | null;
  remoteUrls: { 'remote-reports': string | null; 'remote-catalog': string | null; 'remote-admin': string | null };
  seedDemo: boolean;
  adminUsuario: string | null;
  adminPassword: string | null;
  adminCorreo: string | null;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY): a hop count, or addresses/CIDR ranges;
   * false = none (the peer address is the client).
   */
  trustProxy: number | string[] | false;
  /**
   * Reachable by others than this machine's user: listening beyond loopback, NODE_ENV=production, or
   * behind a proxy. Then no known (demo) password may be served (docs/decisions/demo-credentials.md).
   */
  exposed: boolean;
  /** Where host/dist and remote-* /dist live. */
  staticRoot: string;
  logLevel: LogLevel;
  prettyLogs: boolean;
  /** Login attempts allowed per IP per minute. */
  loginIpLimitPerMinute: number;
  /** Public photo checks (GET /verificar/:sha256) allowed per IP per minute. */
  verificarLimitPerMinute: number;
  /** Consecutive failures of one account from one address that lock that pair for loginAccountWindowMinutes. */
  loginAccountMaxFailures: number;
  loginAccountWindowMinutes: number;
  /** Consecutive failures of one account (from anywhere) after which each attempt waits longer. */
  loginAccountSlowAfter: number;
  /** Consecutive failures of one account that lock it until an administrator unlocks it (NIST: ≤ 100). */
  loginAccountLockAfter: number;
  /** A session without "Recordarme" ends after this many minutes without requests. */
  sessionIdleMinutes: number;
  /** Password hashes computed at once (the rest wait in line): the thread pool also serves files. */
  hashConcurrency: number;
  /** A client must send its request headers within this time (slow-header clients are cut off). */
  headersTimeoutMs: number;
  /** A whole request (a 15 MB photo on a slow phone included) must arrive within this time. */
  requestTimeoutMs: number;
  /** How long GET /health reuses the database's answer (ms; 0 = ask every time). */
  healthCacheMs: number;
  /** Heartbeat comment of the live stream GET /eventos (ms). */
  eventosHeartbeatMs: number;
  /** How often this instance tries to run the notices' pass (AVISOS_CADA_S, in ms); 0 = never (another instance does). */
  avisosCadaMs: number;
  /** Where backups are written (BACKUP_DIR): `npm run backup` and the scheduled ones (docs/decisions/backups.md). */
  backupDir: string;
  /** How often this server writes a backup (BACKUP_EVERY, in ms); 0 = never (unset). */
  backupEveryMs: number;
  /** Complete archives kept in backupDir after a scheduled backup (BACKUP_KEEP); older ones are removed. */
  backupKeep: number;
  /** SMTP server for the forgotten-password e-mail (SMTP_URL); null = no e-mail, the administrators are told only. */
  smtpUrl: string | null;
  /** From: of that e-mail (SMTP_FROM). */
  smtpFrom: string;
  /** Where the e-mail's link points (PUBLIC_URL, no trailing slash); null = the request's origin (not when exposed). */
  publicUrl: string | null;
  /**
   * METRICS_TOKEN: a bearer token that opens GET /metrics to a scraper on another machine; null = only this machine's
   * loopback reaches it (docs/decisions/metrics.md).
   */
  metricsToken: string | null;
}

/** UPLOAD_MAX_MB in bytes: the one conversion both upload paths and the OpenAPI document use. */
export const uploadMaxBytes = (config: Pick<AppConfig, 'uploadMaxMb'>): number => Math.floor(config.uploadMaxMb * 1024 * 1024);

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super('Configuración inválida / Invalid configuration:\n' + problems.map((p) => `  - ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];

  const port = parseInteger('PORT', clean(env.PORT), 8080, 0, 65535, problems);
  const host = clean(env.HOST) ?? '127.0.0.1';
  const dataDir = path.resolve(REPO_ROOT, clean(env.DATA_DIR) ?? '.data');

  const databaseUrl = clean(env.DATABASE_URL) ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: debe empezar por postgres:// o postgresql:// / must start with postgres:// or postgresql://');
  }

  const jwtSecret = clean(env.JWT_SECRET) ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET: debe tener al menos 32 caracteres / must be at least 32 characters long');
  }

  let uploadMaxMb = 15;
  const uploadRaw = clean(env.UPLOAD_MAX_MB);
  if (uploadRaw !== undefined) {
    const n = Number(uploadRaw);
    if (!Number.isFinite(n) || n <= 0 || n > 1024) {
      problems.push(`UPLOAD_MAX_MB="${uploadRaw}": debe ser un número mayor que 0 (MB) / must be a number greater than 0 (MB)`);
    } else uploadMaxMb = n;
  }

  const uploadPendingPerUser = parseInteger('UPLOAD_PENDING_PER_USER', clean(env.UPLOAD_PENDING_PER_USER), 10, 1, 1000, problems);
  const uploadPendingMbPerUser = parseInteger(
    'UPLOAD_PENDING_MB_PER_USER',
    clean(env.UPLOAD_PENDING_MB_PER_USER),
    Math.max(100, Math.ceil(uploadMaxMb)),
    1,
    1_000_000,
    problems,
  );
  if (uploadPendingMbPerUser < uploadMaxMb) {
    problems.push(
      `UPLOAD_PENDING_MB_PER_USER="${uploadPendingMbPerUser}": debe ser al menos UPLOAD_MAX_MB (${uploadMaxMb}) / must be at least UPLOAD_MAX_MB`,
    );
  }

  let evidenciaDistanciaKm = 25;
  const distanciaRaw = clean(env.EVIDENCIA_DISTANCIA_KM);
  if (distanciaRaw !== undefined) {
    const n = Number(distanciaRaw);
    if (!/^\d+(\.\d+)?$/.test(distanciaRaw) || !Number.isFinite(n) || n <= 0 || n > 2000) {
      problems.push(
        `EVIDENCIA_DISTANCIA_KM="${distanciaRaw}": debe ser un número de km mayor que 0 y hasta 2000 / must be a number of km greater than 0, at most 2000`,
      );
    } else evidenciaDistanciaKm = n;
  }

  const sitioRadioM = parseInteger('SITIO_RADIO_M', clean(env.SITIO_RADIO_M), 150, 10, 5000, problems);

  const storage = parseStorage(env, dataDir, problems);

  const mapStyleRaw = clean(env.MAP_STYLE_URL);
  let mapStyleUrl: string | null = null;
  if (mapStyleRaw !== undefined) {
    if (mapStyleRaw.startsWith('/') || isHttpUrl(mapStyleRaw)) mapStyleUrl = mapStyleRaw;
    else problems.push(`MAP_STYLE_URL="${mapStyleRaw}": debe ser una URL http(s) / must be an http(s) URL`);
  }

  const remoteUrls = {
    'remote-reports': parseRemoteUrl('REMOTE_REPORTS_URL', clean(env.REMOTE_REPORTS_URL), problems),
    'remote-catalog': parseRemoteUrl('REMOTE_CATALOG_URL', clean(env.REMOTE_CATALOG_URL), problems),
    'remote-admin': parseRemoteUrl('REMOTE_ADMIN_URL', clean(env.REMOTE_ADMIN_URL), problems),
  };

  const seedRaw = clean(env.SEED_DEMO);
  const seedDemo = (seedRaw !== undefined ? parseBool('SEED_DEMO', seedRaw, problems) : undefined) ?? databaseUrl === null;

  const adminUsuario = clean(env.ADMIN_USUARIO) ?? null;
  const adminPassword = clean(env.ADMIN_PASSWORD) ?? null;
  const adminCorreo = clean(env.ADMIN_CORREO) ?? null;
  if ((adminUsuario === null) !== (adminPassword === null)) {
    problems.push('ADMIN_USUARIO y ADMIN_PASSWORD van juntos / ADMIN_USUARIO and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== null && adminPassword.length < 6) {
    problems.push('ADMIN_PASSWORD: debe tener al menos 6 caracteres / must be at least 6 characters long');
  }
  if (adminCorreo !== null && !/^[^\s@]+@[^\s@]+$/.test(adminCorreo)) {
    problems.push(`ADMIN_CORREO="${adminCorreo}": no es un correo válido / is not a valid email`);
  }

  const staticRoot = path.resolve(REPO_ROOT, clean(env.STATIC_ROOT) ?? '.');

  const logRaw = (clean(env.LOG_LEVEL) ?? 'info').toLowerCase();
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logRaw)) logLevel = logRaw as LogLevel;
  else problems.push(`LOG_LEVEL="${logRaw}": debe ser uno de / must be one of ${LOG_LEVELS.join(', ')}`);

  const loginIpLimitPerMinute = parseInteger('LOGIN_IP_LIMIT_PER_MIN', clean(env.LOGIN_IP_LIMIT_PER_MIN), 20, 1, 100000, problems);
  const verificarLimitPerMinute = parseInteger('VERIFICAR_LIMIT_PER_MIN', clean(env.VERIFICAR_LIMIT_PER_MIN), 30, 1, 100000, problems);
  const loginAccountMaxFailures = parseInteger('LOGIN_ACCOUNT_MAX_FAILURES', clean(env.LOGIN_ACCOUNT_MAX_FAILURES), 5, 1, 1000, problems);
  const loginAccountWindowMinutes = parseInteger('LOGIN_ACCOUNT_WINDOW_MIN', clean(env.LOGIN_ACCOUNT_WINDOW_MIN), 15, 1, 1440, problems);

  const trustProxy = parseTrustProxy(clean(env.TRUST_PROXY), problems);
  const exposed = !isLoopbackHost(host) || env.NODE_ENV === 'production' || trustProxy !== false;

  const loginAccountSlowAfter = parseInteger('LOGIN_ACCOUNT_SLOW_AFTER', clean(env.LOGIN_ACCOUNT_SLOW_AFTER), 10, 1, 1000, problems);
  const loginAccountLockAfter = parseInteger('LOGIN_ACCOUNT_LOCK_AFTER', clean(env.LOGIN_ACCOUNT_LOCK_AFTER), 100, 2, 100, problems);
  const sessionIdleMinutes = parseInteger('SESSION_IDLE_MINUTES', clean(env.SESSION_IDLE_MINUTES), 60, 1, 1440, problems);
  const hashConcurrency = parseInteger('HASH_CONCURRENCY', clean(env.HASH_CONCURRENCY), 2, 1, 64, problems);
  const headersTimeoutMs = parseInteger('HEADERS_TIMEOUT_MS', clean(env.HEADERS_TIMEOUT_MS), 20_000, 1_000, 600_000, problems);
  const requestTimeoutMs = parseInteger('REQUEST_TIMEOUT_MS', clean(env.REQUEST_TIMEOUT_MS), 600_000, 5_000, 3_600_000, problems);
  const healthCacheMs = parseInteger('HEALTH_CACHE_MS', clean(env.HEALTH_CACHE_MS), 2000, 0, 60_000, problems);

  const eventosHeartbeatMs = parseInteger('EVENTOS_HEARTBEAT_MS', clean(env.EVENTOS_HEARTBEAT_MS), 25_000, 1_000, 300_000, problems);
  const avisosCadaMs = parseInteger('AVISOS_CADA_S', clean(env.AVISOS_CADA_S), 60, 0, 86_400, problems) * 1000;
  const backupDir = path.resolve(REPO_ROOT, clean(env.BACKUP_DIR) ?? 'respaldos');
  const backupEveryMs = parseDuration('BACKUP_EVERY', clean(env.BACKUP_EVERY), problems);
  const backupKeep = parseInteger('BACKUP_KEEP', clean(env.BACKUP_KEEP), 7, 1, 10_000, problems);
  // Only when backups are configured: an upgrade must not stop a server whose DATA_DIR happens to hold the default.
  if ((clean(env.BACKUP_DIR) !== undefined || backupEveryMs > 0) && isInside(backupDir, dataDir)) {
    problems.push('BACKUP_DIR: no puede estar dentro de DATA_DIR (un respaldo debe sobrevivir a perderlo) / must not be inside DATA_DIR');
  }
  const smtpUrl = clean(env.SMTP_URL) ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL: debe empezar por smtp:// o smtps:// / must start with smtp:// or smtps://');
  const smtpFrom = clean(env.SMTP_FROM) ?? 'Informes de Campañas <no-responder@informes.local>';
  const publicRaw = clean(env.PUBLIC_URL);
  let publicUrl: string | null = null;
  if (publicRaw !== undefined) {
    if (isHttpUrl(publicRaw)) publicUrl = publicRaw.replace(/\/+$/, '');
    else problems.push(`PUBLIC_URL="${publicRaw}": debe ser una URL http(s) / must be an http(s) URL`);
  }
  // A link built from the request's Host would let anyone send a victim a reset link to their own site
  // (docs/decisions/mensajes.md, "Forgotten password").
  if (smtpUrl !== null && publicUrl === null && exposed) {
    problems.push('SMTP_URL necesita PUBLIC_URL cuando el servidor es accesible desde fuera / SMTP_URL needs PUBLIC_URL when the server is exposed');
  }

  const metricsToken = clean(env.METRICS_TOKEN) ?? null;
  if (metricsToken !== null && (metricsToken.length < 32 || /\s/.test(metricsToken))) {
    problems.push('METRICS_TOKEN: debe tener al menos 32 caracteres y ningún espacio / must be at least 32 characters long, without spaces');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret,
    uploadMaxMb,
    uploadPendingPerUser,
    uploadPendingMbPerUser,
    evidenciaDistanciaKm,
    sitioRadioM,
    storage,
    mapStyleUrl,
    remoteUrls,
    seedDemo,
    adminUsuario,
    adminPassword,
    adminCorreo,
    trustProxy,
    exposed,
    staticRoot,
    logLevel,
    prettyLogs: env.NODE_ENV === 'development',
    loginIpLimitPerMinute,
    verificarLimitPerMinute,
    loginAccountMaxFailures,
    loginAccountWindowMinutes,
    loginAccountSlowAfter,
    loginAccountLockAfter,
    hashConcurrency,
    sessionIdleMinutes,
    headersTimeoutMs,
    requestTimeoutMs,
    healthCacheMs,
    eventosHeartbeatMs,
    avisosCadaMs,
    backupDir,
    backupEveryMs,
    backupKeep,
    smtpUrl,
    smtpFrom,
    publicUrl,
    metricsToken,
  };
}
