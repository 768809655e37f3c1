import type { AdminUsuario, Role } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/ui';

const TIPO_TONES: Record<Role, BadgeTone> = { 0: 'info', 1: 'warning', 2: 'success' };

/** "Administrador" / "Proveedor" / "Cliente": the text says it, the colour helps scanning. */
export function TipoBadge({ usuario }: { usuario: Pick<AdminUsuario, 'tipo' | 'tipo_nombre'> }) {
  return <Badge tone={TIPO_TONES[usuario.tipo]}>{usuario.tipo_nombre}</Badge>;
}

export function EstadoBadge({ activo }: { activo: boolean }) {
  return <Badge tone={activo ? 'success' : 'neutral'}>{activo ? 'Activo' : 'Inactivo'}</Badge>;
}
