import type { AdminUsuario, Role } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

const TIPO_TONES: Record<Role, BadgeTone> = { 0: 'info', 1: 'warning', 2: 'success' };

/** "Administrador" / "Proveedor" / "Cliente": the text says it, the colour helps scanning. */
export function TipoBadge({ usuario }: { usuario: Pick<AdminUsuario, 'tipo' | 'tipo_nombre'> }) {
  return <Badge tone={TIPO_TONES[usuario.tipo]}>{usuario.tipo_nombre}</Badge>;
}

/** Activo / Inactivo, and "Acceso bloqueado" under it while too many failed sign-ins lock the account. */
export function EstadoBadge({ activo, bloqueado = false }: { activo: boolean; bloqueado?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.25rem' }}>
      <Badge tone={activo ? 'success' : 'neutral'}>{activo ? 'Activo' : 'Inactivo'}</Badge>
      {bloqueado && <Badge tone="danger">Acceso bloqueado</Badge>}
    </span>
  );
}
