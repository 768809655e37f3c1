import { useMutation } from '@tanstack/react-query';
import { api } from 'shared/api';
import type { ChangePasswordRequest } from 'shared/contracts';

/** PATCH /auth/change-password {currentPassword, newPassword}. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.patch('auth/change-password', { json: body }).json<unknown>(),
  });
}
