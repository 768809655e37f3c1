import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AdminUsuario } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, ConfirmDialog, EmptyState, ListSection, PageHeader, PermissionNotice } from 'shared/ui';
import { USUARIOS_PAGE_SIZE, toUsuariosFilters, toUsuariosQuery } from '../api/usuarios-query';
import { useUsuarioMutations } from '../hooks/use-usuario-mutations';
import { USUARIOS_LOAD_ERROR, useUsuarios, useUsuariosStats } from '../hooks/use-usuarios';
import { useUsuariosListState } from '../hooks/use-usuarios-list-state';
import { ResetPasswordModal } from './reset-password-modal';
import { UsuarioFormModal } from './usuario-form-modal';
import { UsuariosFilters } from './usuarios-filters';
import { UsuariosStats } from './usuarios-stats';
import { UsuariosTable } from './usuarios-table';

const ConfirmLine = styled.span`
  display: block;
  margin-top: 0.5rem;
`;

type Editing = { usuario: AdminUsuario | null } | null;

/** "Sus 3 informes se conservan, sin autor." — what deleting a report author keeps. */
function keptReports(n: number): string {
  return n === 1 ? 'Su informe se conserva, sin autor.' : `Sus ${n} informes se conservan, sin autor.`;
}

/** /administradores — system users (docs/product-spec.md §2, §4, §5, §8; administrators only). */
export function AdministradoresPage() {
  const { user } = useSession();
  const { state, set } = useUsuariosListState();
  const query = useMemo(() => toUsuariosQuery(state), [state]);
  const usuarios = useUsuarios(query);
  const stats = useUsuariosStats();
  const { create, update, remove, toggle, unlock, resetPassword, exporter } = useUsuarioMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<AdminUsuario | null>(null);
  const [toDelete, setToDelete] = useState<AdminUsuario | null>(null);

  const meta = usuarios.data?.meta;
  const forbidden = usuarios.error?.status === 403;
  const filtered = Boolean(state.search || state.tipo || state.estado);

  return (
    <section aria-labelledby="administradores-title">
      <PageHeader
        title="Administradores"
        titleId="administradores-title"
        description="Usuarios del sistema: administradores, proveedores y clientes"
        actions={
          !forbidden && (
            <>
              <Button variant="secondary" onClick={() => exporter.mutate(toUsuariosFilters(state))} loading={exporter.isPending}>
                Exportar CSV
              </Button>
              <Button variant="primary" onClick={() => setEditing({ usuario: null })}>
                Nuevo Usuario
              </Button>
            </>
          )
        }
      />
      <ListSection
        query={usuarios}
        errorText={USUARIOS_LOAD_ERROR}
        notice={
          forbidden && (
            <PermissionNotice title="No tienes permiso para ver los usuarios">
              Solo los administradores gestionan los usuarios del sistema.
            </PermissionNotice>
          )
        }
        filters={
          <>
            <UsuariosStats stats={stats.data} />
            <UsuariosFilters state={state} onChange={set} />
          </>
        }
        page={{
          page: meta?.page ?? state.page,
          totalPages: meta?.totalPages ?? 0,
          total: meta?.total ?? 0,
          pageSize: meta?.limit ?? USUARIOS_PAGE_SIZE,
        }}
        onPageChange={(page, how) => set({ page }, how)}
      >
        {(loading) => (
          <UsuariosTable
            usuarios={usuarios.data?.data ?? []}
            loading={loading}
            empty={<EmptyState message={filtered ? 'No se encontraron usuarios con los filtros aplicados' : 'No hay usuarios registrados'} />}
            selfId={user?.id}
            onEdit={(usuario) => setEditing({ usuario })}
            onResetPassword={setResetting}
            onToggle={(u) => toggle.mutate(u)}
            onDelete={setToDelete}
            togglingId={toggle.isPending ? toggle.variables?.id : null}
            onUnlock={(u) => unlock.mutate(u)}
            unlockingId={unlock.isPending ? unlock.variables?.id : null}
          />
        )}
      </ListSection>
      {editing && (
        <UsuarioFormModal
          usuario={editing.usuario}
          isSelf={editing.usuario?.id === user?.id}
          onClose={() => setEditing(null)}
          onCreate={(input) => create.mutateAsync(input)}
          onUpdate={(id, input) => update.mutateAsync({ id, data: input })}
        />
      )}
      {resetting && (
        <ResetPasswordModal
          usuario={resetting}
          onClose={() => setResetting(null)}
          onSave={(password) => resetPassword.mutateAsync({ id: resetting.id, password })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar usuario?"
        message={
          toDelete ? (
            <>
              Esta acción no se puede deshacer.
              <ConfirmLine>
                <strong>{toDelete.usuario}</strong> ({toDelete.nombre_completo})
              </ConfirmLine>
              {toDelete.informes_creados > 0 && <ConfirmLine>{keptReports(toDelete.informes_creados)}</ConfirmLine>}
            </>
          ) : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.id) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
