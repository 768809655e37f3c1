import { Type } from '@sinclair/typebox';
import type { LoginResponse } from '../../contracts';
import type { Static } from '@sinclair/typebox';
import { SessionUserSchema } from '../../schemas/common';
import { IDENTIFIER, PASSWORD } from '../../http/text-input';

export const LoginBody = Type.Object({
  /** Username or email, case-insensitive. */
  usuario: Type.String({ minLength: 1, maxLength: 150, ...IDENTIFIER }),
  password: Type.String({ minLength: 1, maxLength: 200, ...PASSWORD }),
  recordarme: Type.Optional(Type.Boolean()),
});

export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  usuario: SessionUserSchema,
  expiresAt: Type.String(),
});
const _loginResponseMatchesContract: LoginResponse = {} as Static<typeof LoginResponseSchema>;
void _loginResponseMatchesContract;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 200, ...PASSWORD }),
  newPassword: Type.String({ maxLength: 200, ...PASSWORD }),
});
