import { Type, type Static } from '@sinclair/typebox';
import { SessionUserSchema } from '../../platform/schemas/common';
import { IDENTIFIER, PASSWORD } from '../../platform/http/text-input';
import { named } from '../../platform/schemas/named';

/* The forgotten password (restablecimientos/): declared first, as the document has always listed them. */
export const OlvideBody = named(
  'OlvideContrasenaInput',
  Type.Object({ usuario: Type.String({ minLength: 1, maxLength: 150, ...IDENTIFIER }) }, { additionalProperties: false }),
);
export const OlvideResponse = named('OlvideContrasenaResponse', Type.Object({ message: Type.String() }));
export const RestablecerBody = named(
  'RestablecerContrasenaInput',
  Type.Object(
    {
      token: Type.String({ minLength: 1, maxLength: 200 }),
      nueva: Type.String({ maxLength: 200, ...PASSWORD }),
    },
    { additionalProperties: false },
  ),
);

export const LoginBody = named(
  'LoginRequest',
  Type.Object({
    usuario: Type.String({ minLength: 1, maxLength: 150, ...IDENTIFIER, description: 'Nombre de usuario o correo (sin distinguir mayúsculas).' }),
    password: Type.String({ minLength: 1, maxLength: 200, ...PASSWORD }),
    recordarme: Type.Optional(Type.Boolean({ description: '"Recordarme": sesión de 30 días en lugar de 12 horas.' })),
  }),
);

export const LoginResponseSchema = named(
  'LoginResponse',
  Type.Object({
    token: Type.String(),
    usuario: SessionUserSchema,
    expiresAt: Type.String({ description: 'Fecha y hora ISO en que vence la sesión.' }),
  }),
);

export const ChangePasswordBody = named(
  'ChangePasswordRequest',
  Type.Object({
    currentPassword: Type.String({ maxLength: 200, ...PASSWORD }),
    newPassword: Type.String({ maxLength: 200, ...PASSWORD }),
  }),
);

export type LoginRequest = Static<typeof LoginBody>;
export type LoginResponse = Static<typeof LoginResponseSchema>;
export type ChangePasswordRequest = Static<typeof ChangePasswordBody>;
