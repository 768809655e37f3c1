import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AlertaFoto, InformeDetalle } from 'shared/contracts';
import { Button, focusRing, Icon, tk, useApiQuery } from 'shared/ui';
import { AlertaBadge } from './alerta-badge';
import { revisionTexto } from './evidencia-texts';
import { informesKeys } from '../informes/api/informes-query';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Item = styled.li<{ $reviewed: boolean }>`
  display: grid;
  gap: 0.375rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${tk((t) => t.border)};
  border-left: 4px solid ${({ $reviewed, theme }) => tk((t) => ($reviewed ? t.border : t.tone.warning.border))({ theme })};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${({ $reviewed, theme }) => tk((t) => ($reviewed ? t.surfaceMuted : t.surface))({ theme })};
  color: ${tk((t) => t.text)};
  font-size: 0.875rem;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The badge on the left, "Revisar" on the right: on its own line, still on the right, when both do not fit. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  > button {
    margin-left: auto;
  }
`;

/** The review: muted, still readable (the muted text colour keeps 4.5:1 in both themes). */
const Review = styled.p`
  color: ${tk((t) => t.textMuted)};
`;

const RelatedLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * "Ver informe #12" when the user may open that report: an administrator always; anyone else when the API gives it
 * to them (a provider may not see another provider's report, and then the reason alone is shown).
 */
function InformeRelacionado({ id, isAdmin }: { id: number; isAdmin: boolean }) {
  const probe = useApiQuery<InformeDetalle>({
    queryKey: informesKeys.detail(id),
    path: `informes/${id}`,
    enabled: !isAdmin,
    errorToast: false,
    retry: false,
  });
  if (!isAdmin && !probe.data) return null;
  return (
    <>
      {' '}
      <RelatedLink to={`/informes/${id}`}>Ver informe #{id}</RelatedLink>
    </>
  );
}

export interface AlertasFotoProps {
  alertas: readonly AlertaFoto[];
  /** Administrators: opens "Revisar" for an open flag. */
  onReview?: (alerta: AlertaFoto) => void;
  isAdmin: boolean;
}

/**
 * The viewer's flags: each badge with its full reason, a link to the related report for a copy, and either the
 * review (who, when, comment) or, for administrators, "Revisar".
 */
export function AlertasFoto({ alertas, onReview, isAdmin }: AlertasFotoProps) {
  if (alertas.length === 0) {
    return (
      <p style={{ margin: 0, display: 'inline-flex', alignItems: 'center', gap: '0.375rem' }}>
        <Icon name="check-circle" size={16} /> Sin alertas
      </p>
    );
  }
  return (
    <List aria-label="Alertas de la foto">
      {alertas.map((a) => (
        <Item key={a.id} $reviewed={a.revision !== null}>
          <Head>
            <AlertaBadge alerta={a} />
            {!a.revision && onReview && (
              <Button type="button" size="sm" variant="secondary" onClick={() => onReview(a)} aria-label={`Revisar alerta: ${a.motivo}`}>
                Revisar
              </Button>
            )}
          </Head>
          <p>
            {a.motivo}
            {a.informe_relacionado_id !== null && <InformeRelacionado id={a.informe_relacionado_id} isAdmin={isAdmin} />}
          </p>
          {a.revision && <Review>{revisionTexto(a.revision)}</Review>}
        </Item>
      ))}
    </List>
  );
}
