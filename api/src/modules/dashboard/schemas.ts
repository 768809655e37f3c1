import { Type, type Static } from '@sinclair/typebox';
import { AuditEventSchema } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

/** Audit events the dashboard shows at most. */
export const RECENT_EVENTS = 8;

export const DashboardSummarySchema = named(
  'DashboardSummary',
  Type.Object({
    informes: Type.Integer({ description: 'Informes que el usuario puede ver.' }),
    recibidos: Type.Integer({ description: 'De ellos, los que tienen fecha de recepción.' }),
    descargados: Type.Integer({ description: 'De ellos, los que tienen al menos un archivo descargado.' }),
    mensajes: Type.Integer({ description: 'Mensajes no leídos (GET /mensajes/no-leidos).' }),
    campanasActivas: Type.Integer({
      minimum: 0,
      description:
        'Campañas activas hoy (calendario de Bogotá: no canceladas y con hoy entre su inicio y su fin) que el usuario puede ver: todas para un administrador, las de su cliente para un usuario cliente, aquellas donde su proveedor tiene sitios para un usuario proveedor (las mismas que GET /campanas?estado=activa).',
    }),
    actividadReciente: Type.Array(AuditEventSchema, {
      maxItems: RECENT_EVENTS,
      description: 'Últimos eventos de auditoría: todos para un administrador, los propios para los demás.',
    }),
  }),
);
export type DashboardSummary = Static<typeof DashboardSummarySchema>;
/** The summary's report counters. */
export type InformeCounts = Pick<DashboardSummary, 'informes' | 'recibidos' | 'descargados'>;
