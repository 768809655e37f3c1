import { Fragment, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminUsuario } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { Badge, DataTable, RowActions, tk, type DataTableColumn, type RowAction } from 'shared/ui';
import { EstadoBadge, TipoBadge } from './usuario-badges';

/** usuario above, correo under it. */
const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.8125rem;
`;

const Head = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

export interface UsuariosTableProps {
  usuarios: readonly AdminUsuario[];
  loading: boolean;
  empty: ReactNode;
  /** The signed-in administrator: their own row offers no Desactivar / Eliminar (the API refuses them too). */
  selfId: number | undefined;
  onEdit: (u: AdminUsuario) => void;
  onResetPassword: (u: AdminUsuario) => void;
  onToggle: (u: AdminUsuario) => void;
  onDelete: (u: AdminUsuario) => void;
  /** "Desbloquear": clears the failed sign-in limits of a locked account (offered only while it is locked). */
  onUnlock: (u: AdminUsuario) => void;
  /** Id of the user whose state is changing. */
  togglingId?: number | null;
  /** Id of the user being unlocked. */
  unlockingId?: number | null;
}

/** An e-mail address that breaks after "@" and before dots rather than inside a word. */
function Correo({ correo }: { correo: string }) {
  const parts = correo.split(/(?=[.@])|(?<=@)/);
  return (
    <Muted>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Muted>
  );
}

/** The linked provider (tipo 1) or client (tipo 2). */
const vinculo = (u: AdminUsuario) => u.proveedor_nombre ?? u.cliente_nombre ?? '—';

/** Users: table on desktop, cards on mobile (docs/product-spec.md §2: usuario and correo, name, type, provider, status, date). */
export function UsuariosTable(props: UsuariosTableProps) {
  const { usuarios, loading, empty, selfId, onEdit, onResetPassword, onToggle, onDelete, onUnlock, togglingId, unlockingId } = props;
  const columns = useMemo<DataTableColumn<AdminUsuario>[]>(
    () => [
      {
        key: 'usuario',
        header: 'Usuario',
        cell: (u) => (
          <Lines>
            <Head>
              <strong>{u.usuario}</strong>
              {u.id === selfId && <Badge tone="info">Tú</Badge>}
            </Head>
            <Correo correo={u.correo} />
          </Lines>
        ),
        width: '18%',
      },
      { key: 'nombre', header: 'Nombre', cell: (u) => u.nombre_completo },
      { key: 'tipo', header: 'Tipo', cell: (u) => <TipoBadge usuario={u} />, width: '8rem' },
      { key: 'vinculo', header: 'Proveedor / Cliente', cell: vinculo, width: '18%' },
      { key: 'estado', header: 'Estado', cell: (u) => <EstadoBadge activo={u.activo} bloqueado={u.acceso_bloqueado} />, width: '6.5rem' },
      {
        key: 'creado',
        header: 'Creado',
        cell: (u) => (
          <time dateTime={u.creado_at} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(u.creado_at, 'es-ES')}
          </time>
        ),
        width: '6.75rem',
      },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (u) => {
          const self = u.id === selfId;
          const more: RowAction[] = [{ label: 'Reset Pass', onClick: () => onResetPassword(u) }];
          if (u.acceso_bloqueado) more.push({ label: 'Desbloquear', onClick: () => onUnlock(u), busy: unlockingId === u.id });
          if (!self) more.push({ label: u.activo ? 'Desactivar' : 'Activar', onClick: () => onToggle(u), busy: togglingId === u.id });
          return (
            <RowActions name={u.usuario} layout="stacked" onEdit={() => onEdit(u)} more={more} onDelete={self ? undefined : () => onDelete(u)} />
          );
        },
        // "Desactivar" and "Reset Pass" are wider than the catalog's buttons.
        width: '8.5rem',
      },
    ],
    [selfId, onEdit, onResetPassword, onToggle, onDelete, onUnlock, togglingId, unlockingId],
  );
  return (
    <DataTable
      caption="Usuarios del sistema"
      columns={columns}
      rows={usuarios}
      rowKey={(u) => u.id}
      loading={loading}
      skeletonRows={6}
      tableLayout="fixed"
      minWidth="56rem"
      empty={empty}
    />
  );
}
