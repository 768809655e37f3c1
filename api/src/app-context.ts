import type { AppConfig } from './platform/config';
import type { Database, Db } from './platform/db/database';
import type { LoginLimits } from './platform/auth/login-limits';
import type { TokenService } from './platform/auth/tokens';
import type { SignedUrlSigner } from './platform/auth/signed-url';
import type { PhotoFiles } from './modules/fotos/archivos/photo-files';
import type { UploadArea } from './modules/fotos/subidas/area';
import type { EventBus } from './modules/mensajes/eventos/bus';

/** What buildApp decorates the Fastify instance with (available as `this.x` / `app.x` in routes). */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Kysely instance (PostgresDialect over pg.Pool; embedded PGlite or PostgreSQL). */
    db: Db;
    database: Database;
    tokens: TokenService;
    loginLimits: LoginLimits;
    /** Photo files in storage (disk or S3) and their sweeps. */
    photos: PhotoFiles;
    /** Unfinished tus uploads (docs/decisions/photos-storage.md, "Resumable uploads"). */
    uploads: UploadArea;
    /** Short-lived signed links for images. */
    signedUrls: SignedUrlSigner;
    /** The live stream's engine (GET /eventos; docs/decisions/mensajes.md). */
    eventos: EventBus;
  }
}

export {};
