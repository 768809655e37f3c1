import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useSession } from 'shared/session';
import { formatInteger, formatLongDate } from 'shared/format';
import { Button, Card, ErrorBanner, Skeleton, StatCard } from 'shared/ui';
import { Icon } from 'shared/ui/icon';
import { useUnreadCount } from '../mensajes/use-unread-count';
import { useDashboardSummary } from './api/use-dashboard-summary';
import { RecentActivity } from './recent-activity';
import { RoleSection } from './role-section';

const DASHBOARD_ERROR = 'Error cargando estadísticas';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.01em;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One line high whether the count is there or not, so the cards below do not move when it arrives. */
const CampanasLine = styled.div`
  min-height: 1.75rem;
  padding-top: 0.25rem;
`;

const CampanasLink = styled(Link)`
  font-weight: 600;
  /* Text colour for links: ≥ 4.5:1 on the page in both themes; the underline says "link" without colour. */
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;

/** The greeting's campaign line: "Sin campañas activas", "1 campaña activa", "N campañas activas". */
function campanasActivasText(n: number): string {
  if (n === 0) return 'Sin campañas activas';
  return n === 1 ? '1 campaña activa' : `${formatInteger(n)} campañas activas`;
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: 0.75rem;
  }
`;

const Quick = styled.div`
  display: grid;
  gap: 0.75rem;
  button {
    width: 100%;
    justify-content: flex-start;
    min-height: 2.75rem;
  }
`;

/**
 * Dashboard (/): greeting with the active campaigns' count, the four cards and recent activity from
 * GET /dashboard/resumen; below the cards, the role's compliance section (issue 37, role-section.tsx), whose data
 * starts once the summary's has arrived. `sections` replaces that section (the prerender: every role's copy).
 */
export function DashboardPage({ sections }: { sections?: ReactNode } = {}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const summary = useDashboardSummary();
  const { data } = summary;
  const mensajes = useUnreadCount(data?.mensajes);
  useEffect(() => {
    if (summary.isError) toast.error(DASHBOARD_ERROR, { toastId: 'dashboard-error' });
  }, [summary.isError]);
  // The figure's line box (StatCard: 1.75rem at line-height 1.2), so the cards and what is below them do not move when it arrives.
  const value = (n: number | undefined) => (n === undefined ? <Skeleton style={{ width: '3rem', height: '2.1rem' }} /> : formatInteger(n));

  return (
    <>
      <Top>
        <div>
          <h1>Bienvenido, {user?.usuario ?? ''}</h1>
          <p>{formatLongDate()}</p>
          {/* Issue 36: the campaigns active today the user sees, leading to that same list. */}
          <CampanasLine>
            {data ? (
              <CampanasLink to="/campanas?estado=activa">{campanasActivasText(data.campanasActivas)}</CampanasLink>
            ) : (
              !summary.isError && <Skeleton style={{ width: '10rem', height: '1.25rem' }} />
            )}
          </CampanasLine>
        </div>
        <Button onClick={() => void summary.refetch()} loading={summary.isFetching && !summary.isLoading}>
          <Icon name="refresh" size={18} />
          Actualizar estadísticas
        </Button>
      </Top>

      {summary.isError && (
        <div style={{ marginBottom: '1rem' }}>
          <ErrorBanner message={DASHBOARD_ERROR} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        </div>
      )}

      <Cards>
        <StatCard title="Informes" value={value(data?.informes)} hint="Total de informes" icon={<Icon name="informes" />} />
        <StatCard title="Recibidos" value={value(data?.recibidos)} hint="Con fecha de recepción" icon={<Icon name="inbox" />} />
        <StatCard title="Descargados" value={value(data?.descargados)} hint="Con archivos descargados" icon={<Icon name="download" />} />
        <StatCard title="Mensajes" value={value(mensajes)} hint="Sin leer" icon={<Icon name="mensajes" />} />
      </Cards>

      {sections ?? <RoleSection role={user?.tipo} enabled={!summary.isPending} />}

      <Grid>
        <Card as="section" aria-labelledby="actividad-reciente">
          <h2 id="actividad-reciente">Actividad Reciente</h2>
          {data ? <RecentActivity events={data.actividadReciente} /> : !summary.isError && <Skeleton style={{ height: '6rem' }} />}
        </Card>
        <Card as="section" aria-labelledby="accesos-rapidos">
          <h2 id="accesos-rapidos">Accesos rápidos</h2>
          <Quick>
            <Button variant="primary" onClick={() => navigate('/nuevo-informe')}>
              <Icon name="plus" size={18} />
              Nuevo Informe
            </Button>
            <Button onClick={() => navigate('/informes')}>
              <Icon name="list" size={18} />
              Ver Informes
            </Button>
          </Quick>
        </Card>
      </Grid>
    </>
  );
}
