import styled from 'styled-components';
import { formatCOP } from 'shared/format';
import { Icon, MOBILE_QUERY, StatCard, useMediaQuery } from 'shared/ui';
import type { ServiciosStats as Stats } from 'shared/contracts';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: 1099.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 419.98px) {
    gap: 0.625rem;
  }
`;

const PENDING = '…';

/** Money amounts stay on one line (a card is narrow on a 4-column row). */
const Amount = styled.span`
  display: inline-block;
  white-space: nowrap;
  font-size: clamp(1.25rem, 1.7vw, 1.75rem);
`;

/** Spec §2: Total Servicios, Servicios Activos, Categorías, Precio Promedio (COP, or "N/A" without services). */
export function ServiciosStats({ stats }: { stats: Stats | undefined }) {
  // Two narrow cards per row on phones: the figures need the icon's room.
  const icons = !useMediaQuery(MOBILE_QUERY);
  const promedio = stats ? stats.precio_promedio === null ? 'N/A' : <Amount>{formatCOP(stats.precio_promedio)}</Amount> : PENDING;
  return (
    <Grid aria-label="Estadísticas de servicios" aria-busy={!stats || undefined}>
      <StatCard title="Total Servicios" value={stats?.total ?? PENDING} icon={icons && <Icon name="servicios" />} />
      <StatCard
        title="Servicios Activos"
        value={stats?.activos ?? PENDING}
        hint={stats ? `${stats.total - stats.activos} inactivos` : undefined}
        icon={icons && <Icon name="check-circle" />}
      />
      <StatCard title="Categorías" value={stats?.total_categorias ?? PENDING} icon={icons && <Icon name="tag" />} />
      <StatCard title="Precio Promedio" value={promedio} icon={icons && <Icon name="coins" />} />
    </Grid>
  );
}
