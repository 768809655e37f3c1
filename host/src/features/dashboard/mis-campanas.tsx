import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiSchema } from 'shared/contracts';
import { formatDate, formatPercent } from 'shared/format';
import { EmptyState, ErrorBanner, focusRing, tk } from 'shared/ui';
import { MIS_CAMPANAS_SHOWN, useMisCampanas } from './api/use-cumplimiento';
import { conteoCumplimientoTexto } from './cumplimiento-texto';
import { DashboardSection } from './dashboard-section';
import { MIS_CAMPANAS_SECTION } from './dashboard-sections';

type Campana = ApiSchema<'Campana'>;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(12rem, 20rem);
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.875rem 0;
  border-top: 1px solid ${tk((t) => t.border)};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const CampanaLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  font-size: 1rem;
  overflow-wrap: anywhere;
  &:focus-visible {
    ${focusRing}
  }
`;

const Muted = styled.p`
  margin: 0.125rem 0 0;
  color: ${tk((t) => t.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figure = styled.div`
  display: grid;
  gap: 0.25rem;
  .porcentaje {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${tk((t) => t.textMuted)};
  }
  .porcentaje strong {
    font-size: 1.375rem;
    color: ${tk((t) => t.text)};
    font-variant-numeric: tabular-nums;
  }
`;

/** The percentage as a bar: decorative, the text beside it says the figure. */
const Bar = styled.span.attrs({ 'aria-hidden': true })`
  display: block;
  height: 0.375rem;
  border-radius: 999px;
  background: ${tk((t) => t.border)};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${tk((t) => t.tone.success.fg)};
  }
`;

const AllLink = styled(CampanaLink)`
  font-size: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;

function CampanaItem({ campana }: { campana: Campana }) {
  const { cumplimiento } = campana;
  return (
    <Item>
      <div>
        <CampanaLink to={`/campanas/${campana.id}`}>{campana.nombre}</CampanaLink>
        <Muted>
          <time dateTime={campana.fecha_inicio}>{formatDate(campana.fecha_inicio)}</time> –{' '}
          <time dateTime={campana.fecha_fin}>{formatDate(campana.fecha_fin)}</time>
        </Muted>
      </div>
      <Figure>
        <span className="porcentaje">
          Cumplimiento <strong>{formatPercent(cumplimiento.porcentaje)}</strong>
        </span>
        <Bar>
          <span style={{ width: `${cumplimiento.porcentaje ?? 0}%` }} />
        </Bar>
        <Muted>{conteoCumplimientoTexto(cumplimiento)}</Muted>
      </Figure>
    </Item>
  );
}

/**
 * "Mis campañas" (clients, issue 37): their active campaigns, the latest started first, each with its dates, its
 * compliance (fulfilled of the checks due so far, "—" while none is due) and its counts in words, leading to its page.
 */
export function MisCampanas({ enabled }: { enabled: boolean }) {
  const query = useMisCampanas(enabled);
  if (query.isPending) return <DashboardSection {...MIS_CAMPANAS_SECTION} loading />;
  if (query.isError)
    return (
      <DashboardSection {...MIS_CAMPANAS_SECTION}>
        <ErrorBanner message="Error cargando tus campañas" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </DashboardSection>
    );
  const campanas = query.data.data.slice(0, MIS_CAMPANAS_SHOWN);
  return (
    <DashboardSection {...MIS_CAMPANAS_SECTION} action={<AllLink to="/campanas">Ver todas mis campañas</AllLink>}>
      {campanas.length === 0 ? (
        <EmptyState message="No tienes campañas activas hoy" />
      ) : (
        <List>
          {campanas.map((c) => (
            <CampanaItem key={c.id} campana={c} />
          ))}
        </List>
      )}
    </DashboardSection>
  );
}
