import styled from 'styled-components';
import type { AdminUsuariosStats } from 'shared/contracts';
import { Icon, MOBILE_QUERY, StatCard, useMediaQuery, type IconName } from 'shared/ui';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 1rem;
  /* Six cards in a row only where each has room for its title beside the icon. */
  @media (max-width: 1535.98px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: 599.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.625rem;
  }
`;

const PENDING = '…';

const CARDS: readonly { title: string; key: keyof AdminUsuariosStats; icon: IconName }[] = [
  { title: 'Total', key: 'total', icon: 'user' },
  { title: 'Admins', key: 'administradores', icon: 'shield' },
  { title: 'Proveedores', key: 'proveedores', icon: 'proveedores' },
  { title: 'Clientes', key: 'clientes', icon: 'clientes' },
  { title: 'Activos', key: 'activos', icon: 'check-circle' },
  { title: 'Inactivos', key: 'inactivos', icon: 'lock' },
];

/** Spec §2: Total, Admins, Proveedores, Clientes, Activos, Inactivos (GET /admin/usuarios/stats). */
export function UsuariosStats({ stats }: { stats: AdminUsuariosStats | undefined }) {
  // Narrow cards on phones: the figures need the icon's room.
  const icons = !useMediaQuery(MOBILE_QUERY);
  return (
    <Grid aria-label="Estadísticas de usuarios" aria-busy={!stats || undefined}>
      {CARDS.map((card) => (
        <StatCard key={card.key} title={card.title} value={stats?.[card.key] ?? PENDING} icon={icons && <Icon name={card.icon} />} />
      ))}
    </Grid>
  );
}
