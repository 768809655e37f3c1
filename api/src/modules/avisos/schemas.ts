import { Type, type Static } from '@sinclair/typebox';
import { named } from '../../platform/schemas/named';

const preferencias = {
  /** Providers: a check of their lines due within 24 hours. */
  correo_por_vencer: Type.Boolean(),
  /** Administrators: a check that became late. */
  correo_atrasados: Type.Boolean(),
  /** Clients: the weekly summary of their active campaigns. */
  correo_resumen_semanal: Type.Boolean(),
};

export const PreferenciasAvisosSchema = named(
  'PreferenciasAvisos',
  Type.Object({
    ...preferencias,
    /** Whether this server sends e-mail at all (SMTP_URL); the notices in Mensajes go anyway. */
    correo_disponible: Type.Boolean(),
  }),
);

export const PreferenciasAvisosPatchSchema = named('PreferenciasAvisosInput', Type.Partial(Type.Object(preferencias), { minProperties: 1 }));
export type PreferenciasAvisosPatch = Static<typeof PreferenciasAvisosPatchSchema>;
