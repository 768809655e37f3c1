import type { ReactNode } from 'react';
import styled from 'styled-components';
import { verificacionInforme, type InformeResumen } from 'shared/contracts';
import { Badge, Icon, tk } from 'shared/ui';
import { alertasTexto, revisadasTexto } from '../../images/evidencia-texts';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const Reviewed = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.8125rem;
`;

export interface VerificacionBadgeProps {
  informe: Pick<InformeResumen, 'archivos_count' | 'alertas_count' | 'alertas_revisadas_count'>;
  /** What a report without photos shows: "Sin fotos" on its page, "—" in the list (read out as "Sin fotos"). */
  sinFotos?: ReactNode;
}

/**
 * A report's verification (docs/decisions/photo-evidence.md): "Verificado" with a check when it has photos and no
 * open flag, else "N alertas" with a warning sign; the reviewed flags are mentioned after it ("2 revisadas").
 */
export function VerificacionBadge({ informe, sinFotos = 'Sin fotos' }: VerificacionBadgeProps) {
  // An API older than issue 25 sends no counts: say nothing rather than "Verificado".
  if (typeof informe.alertas_count !== 'number') return null;
  const estado = verificacionInforme(informe);
  const revisadas = informe.alertas_revisadas_count;
  if (estado === 'sin_fotos') return <Reviewed>{sinFotos}</Reviewed>;
  return (
    <Wrap>
      {estado === 'verificado' ? (
        <Badge tone="success">
          <Icon name="check-circle" size={14} />
          Verificado
        </Badge>
      ) : (
        <Badge tone="warning">
          <Icon name="alert" size={14} />
          {alertasTexto(informe.alertas_count)}
        </Badge>
      )}
      {revisadas > 0 && <Reviewed>{revisadasTexto(revisadas)}</Reviewed>}
    </Wrap>
  );
}
