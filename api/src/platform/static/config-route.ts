import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { DEMO_CREDENTIALS, type RemoteName, type RuntimeConfig } from 'shared/contracts';
import { isLoopbackHost, type AppConfig } from '../config';

const REMOTES: readonly RemoteName[] = ['remote-reports', 'remote-catalog', 'remote-admin'];

const RuntimeConfigSchema = Type.Object({
  remotes: Type.Object({
    'remote-reports': Type.String(),
    'remote-catalog': Type.String(),
    'remote-admin': Type.String(),
  }),
  demoCredentials: Type.Union([Type.Object({ usuario: Type.String(), password: Type.String() }), Type.Null()]),
  mapStyleUrl: Type.Union([Type.String(), Type.Null()]),
  sitioRadioM: Type.Integer(),
});
const _matchesContract: RuntimeConfig = {} as Static<typeof RuntimeConfigSchema>;
void _matchesContract;

/**
 * The demo credentials go only to a browser on this machine talking to the server directly: not when
 * the server is exposed (beyond loopback, production, behind a proxy), not to another address, and
 * not through a proxy that announces itself (docs/decisions/demo-credentials.md).
 */
function mayShowDemoCredentials(config: AppConfig, request: FastifyRequest): boolean {
  if (!config.seedDemo || config.exposed) return false;
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => request.headers[h] !== undefined);
  const peer = request.socket.remoteAddress ?? '';
  return !forwarded && isLoopbackHost(peer);
}

export function runtimeConfig(config: AppConfig, withDemo = false): Static<typeof RuntimeConfigSchema> {
  const remotes = Object.fromEntries(REMOTES.map((name) => [name, config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
  return {
    remotes,
    demoCredentials: withDemo ? { ...DEMO_CREDENTIALS.admin } : null,
    mapStyleUrl: config.mapStyleUrl,
    sitioRadioM: config.sitioRadioM,
  };
}

/** GET /config.json — runtime configuration of the front ends (no auth, never cached). */
export const configRoute: FastifyPluginAsyncTypebox = async (app) => {
  const plain = runtimeConfig(app.config);
  const withDemo = runtimeConfig(app.config, true);
  app.get('/config.json', { schema: { response: { 200: RuntimeConfigSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return mayShowDemoCredentials(app.config, request) ? withDemo : plain;
  });
};
