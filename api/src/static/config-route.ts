import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { DEMO_CREDENTIALS, type RemoteName, type RuntimeConfig } from '../contracts';
import type { AppConfig } from '../config';

const REMOTES: readonly RemoteName[] = ['remote-reports', 'remote-catalog', 'remote-admin'];

const RuntimeConfigSchema = Type.Object({
  remotes: Type.Object({
    'remote-reports': Type.String(),
    'remote-catalog': Type.String(),
    'remote-admin': Type.String(),
  }),
  demoCredentials: Type.Union([Type.Object({ usuario: Type.String(), password: Type.String() }), Type.Null()]),
  mapStyleUrl: Type.Union([Type.String(), Type.Null()]),
});
const _matchesContract: RuntimeConfig = {} as Static<typeof RuntimeConfigSchema>;
void _matchesContract;

export function runtimeConfig(config: AppConfig): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return {
    remotes,
    demoCredentials: config.seedDemo ? { ...DEMO_CREDENTIALS.admin } : null,
    mapStyleUrl: config.mapStyleUrl,
  };
}

/** GET /config.json — runtime configuration of the front ends (no auth, never cached). */
export const configRoute: FastifyPluginAsyncTypebox = async (app) => {
  const body = runtimeConfig(app.config);
  app.get('/config.json', { schema: { response: { 200: RuntimeConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
};
