import { bogotaIsoDate } from 'shared/format';
import type { AdminUsuario, AdminUsuarioInput, AdminUsuariosFilters, ResetPasswordRequest } from 'shared/contracts';
import { downloadApiFile, serverMessage, useApiMutation, useCrudResource } from 'shared/ui';
import { usuarioErrorText } from '../api/usuario-form';
import { usuariosKeys } from '../api/usuarios-query';

/**
 * Create / edit (PATCH) / delete a user, switch it on or off (toast "Estado actualizado"), unlock its sign-in,
 * reset its password,
 * and export the filtered list. Every change refetches the list and the stats.
 */
export function useUsuarioMutations() {
  const invalidate = [usuariosKeys.all];
  const crud = useCrudResource<AdminUsuarioInput, AdminUsuario>({
    path: 'admin/usuarios',
    invalidate,
    updateMethod: 'patch',
    messages: { created: 'Usuario creado', updated: 'Usuario actualizado', deleted: 'Usuario eliminado', error: 'Error desconocido' },
    errorText: usuarioErrorText,
  });
  const toggle = useApiMutation<AdminUsuario, AdminUsuario>({
    // The state the screen shows as the next one: a double click does not flip it back.
    mutationFn: (u, client) => client.patch(`admin/usuarios/${u.id}/toggle-status`, { json: { activo: !u.activo } }).json<AdminUsuario>(),
    successToast: 'Estado actualizado',
    errorToast: 'Error actualizando el estado',
    invalidate,
  });
  const unlock = useApiMutation<AdminUsuario, AdminUsuario>({
    mutationFn: (u, client) => client.post(`admin/usuarios/${u.id}/desbloquear`).json<AdminUsuario>(),
    successToast: 'Acceso desbloqueado',
    errorToast: (error) => serverMessage(error, 'Error desbloqueando el acceso'),
    invalidate,
  });
  const resetPassword = useApiMutation<{ id: number } & ResetPasswordRequest, unknown>({
    mutationFn: ({ id, password }, client) => client.post(`admin/usuarios/${id}/reset-password`, { json: { password } }).json(),
    successToast: 'Contraseña actualizada',
    errorToast: (error) => serverMessage(error, 'Error al cambiar la contraseña'),
  });
  const exporter = useApiMutation<AdminUsuariosFilters, string>({
    mutationFn: (filters) => downloadApiFile('admin/usuarios/export', { ...filters }, `usuarios-${bogotaIsoDate()}.csv`),
    errorToast: 'Error exportando usuarios',
  });
  return { ...crud, toggle, unlock, resetPassword, exporter };
}
