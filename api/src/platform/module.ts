import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UniqueKeyErrors } from './db/errors';

/**
 * A domain module of the API (docs/decisions/api-modules.md): a folder under modules/ whose one entry file (index.ts)
 * exports it. The app registers every module of modules/index.ts: its routes under /api/v1, the unique keys of its
 * tables a user can hit, and its setup (decorations, background work) before any route.
 */
export interface ApiModule {
  /** Its folder's name. */
  name: string;
  /** Its route plugins, each with the prefix under /api/v1 it is mounted at. */
  routes: ReadonlyArray<readonly [prefix: string, plugin: FastifyPluginAsyncTypebox]>;
  /** Unique constraints of its tables a user can hit, and the 409 each answers (platform/db/errors.ts). */
  uniqueKeys?: UniqueKeyErrors;
  /** Decorations and background work, once, when the app is built (after the platform's, before any route). */
  setup?: (app: FastifyInstance) => Promise<void> | void;
}
