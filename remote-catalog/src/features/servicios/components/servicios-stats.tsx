import styled from 'styled-components';
import { formatCOP } from 'shared/format';
import { StatCard } from 'shared/ui';
import type { ServiciosStats as Stats } from '../api/servicio-types';

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

/** Spec §2: Total Servicios, Servicios Activos, Categorías, Precio Promedio (COP, or "N/A" without services). */
export function ServiciosStats({ stats }: { stats: Stats | undefined }) {
  const promedio = stats ? (stats.precio_promedio === null ? 'N/A' : formatCOP(stats.precio_promedio)) : PENDING;
  return (
    <Grid aria-label="Estadísticas de servicios" aria-busy={!stats || undefined}>
      <StatCard title="Total Servicios" value={stats?.total ?? PENDING} icon="🧾" />
      <StatCard title="Servicios Activos" value={stats?.activos ?? PENDING} icon="✅" />
      <StatCard title="Categorías" value={stats?.total_categorias ?? PENDING} icon="🏷️" />
      <StatCard title="Precio Promedio" value={promedio} icon="💲" />
    </Grid>
  );
}
