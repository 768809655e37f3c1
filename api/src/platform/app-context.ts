import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { LoginLimits } from './auth/login-limits';
import type { TokenService } from './auth/tokens';
import type { SignedUrlSigner } from './auth/signed-url';

/** What buildApp decorates the Fastify instance with (available as `this.x` / `app.x` in routes); each module declares its own. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Kysely instance (PostgresDialect over pg.Pool; embedded PGlite or PostgreSQL). */
    db: Db;
    database: Database;
    tokens: TokenService;
    loginLimits: LoginLimits;
    /** Short-lived signed links for images. */
    signedUrls: SignedUrlSigner;
  }
}

export {};
