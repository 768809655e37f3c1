import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import adminUsuariosRoutes from './usuarios/routes';
import asignacionesRoutes from './asignaciones/routes';
import auditoriaRoutes from './auditoria/routes';
import authRoutes from './auth/routes';
import olvidoRoutes from './auth/olvido';
import dashboardRoutes from './dashboard/routes';
import healthRoutes from './health/routes';
import usuariosRoutes from './usuarios/me';
import serviciosRoutes from './servicios/routes';
import jefesEquipoRoutes from './jefes-equipo/routes';
import proveedoresRoutes from './proveedores/routes';
import clientesRoutes from './clientes/routes';
import catalogosRoutes, { provinciasRoutes } from './catalogos/routes';
import informesRoutes from './informes/routes';
import aceptacionRoutes from './informes/aceptacion';
import { archivosRoutes, informeArchivosRoutes, uploadRoutes } from './fotos/archivos/routes';
import { subidasRoutes } from './fotos/subidas/routes';
import verificarRoutes from './fotos/verificar/routes';
import pruebaRoutes from './informes/prueba/routes';
import eventosRoutes from './mensajes/eventos/routes';
import { conversacionesRoutes, informeConversacionRoutes, mensajesRoutes } from './mensajes/routes';

/**
 * Every API resource, mounted under /api/v1. To add one: create routes/<resource>/{routes.ts,repository.ts}
 * (see api/README.md) and add ONE line here.
 */
const API_ROUTES: ReadonlyArray<readonly [prefix: string, plugin: FastifyPluginAsyncTypebox]> = [
  ['/health', healthRoutes],
  ['/auth', authRoutes],
  ['/auth', olvidoRoutes],
  ['/usuarios', usuariosRoutes],
  ['/dashboard', dashboardRoutes],
  ['/auditoria', auditoriaRoutes],
  ['/servicios', serviciosRoutes],
  ['/jefes-equipo', jefesEquipoRoutes],
  ['/proveedores', proveedoresRoutes],
  ['/clientes', clientesRoutes],
  ['/catalogos', catalogosRoutes],
  ['/provincias', provinciasRoutes],
  ['/admin/usuarios', adminUsuariosRoutes],
  ['/asignaciones', asignacionesRoutes],
  ['/informes', informesRoutes],
  ['/informes', informeArchivosRoutes],
  ['/informes', aceptacionRoutes],
  ['/informes', pruebaRoutes],
  ['/upload', uploadRoutes],
  ['/subidas', subidasRoutes],
  ['/archivos', archivosRoutes],
  ['/verificar', verificarRoutes],
  ['/conversaciones', conversacionesRoutes],
  ['/mensajes', mensajesRoutes],
  ['/informes', informeConversacionRoutes],
  ['/eventos', eventosRoutes],
];

export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  for (const [prefix, plugin] of API_ROUTES) await api.register(plugin, { prefix });
}
