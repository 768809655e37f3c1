import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROLE, type AlertaFoto } from 'shared/contracts';
import { useSession } from 'shared/session';
import { Button, focusRing, Icon, tk } from 'shared/ui';
import { AlertaBadge } from './alerta-badge';
import { revisionTexto } from './evidencia-texts';

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
 * "Ver informe #12" for administrators, who may open any report. Anyone else sees the reason alone: a provider or a
 * client may not be allowed to open the other report, and asking the API to find out would cost a request per flag.
 */
function InformeRelacionado({ id }: { id: number }) {
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
}

/**
 * The viewer's flags: each badge with its full reason, for administrators a link to the related report of a copy,
 * and either the review (who, when, comment) or, for administrators, "Revisar".
 */
export function AlertasFoto({ alertas, onReview }: AlertasFotoProps) {
  const { user } = useSession();
  const isAdmin = user?.tipo === ROLE.ADMIN;
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
            {isAdmin && a.informe_relacionado_id !== null && <InformeRelacionado id={a.informe_relacionado_id} />}
          </p>
          {a.revision && <Review>{revisionTexto(a.revision)}</Review>}
        </Item>
      ))}
    </List>
  );
}
