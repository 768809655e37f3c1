import styled from 'styled-components';
import type { CambioEstadoInforme } from 'shared/contracts';
import { formatDateTime } from 'shared/format';
import { tk } from 'shared/ui';
import { EstadoBadge } from './estado-badge';
import { InformeSeccion } from './informe-seccion';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-left: 0.75rem;
  border-left: 3px solid ${tk((t) => t.border)};
`;

const Change = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const Meta = styled.p`
  margin: 0.25rem 0 0;
  color: ${tk((t) => t.textMuted)};
  font-size: 0.8125rem;
`;

const Comment = styled.p`
  margin: 0.25rem 0 0;
  white-space: pre-line;
`;

const Problema = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 600;
`;

/** The report's status changes, oldest first: from → to, who, when (Bogotá time) and the comment. */
export function InformeHistorial({ historial }: { historial: readonly CambioEstadoInforme[] }) {
  return (
    <InformeSeccion title="Historial de estados">
      {historial.length === 0 ? (
        <p style={{ margin: 0 }}>Sin cambios de estado: el informe sigue como se registró.</p>
      ) : (
        <List>
          {historial.map((h) => (
            <Item key={h.id}>
              <Change>
                <EstadoBadge estado={h.estado_anterior} />
                <span aria-label="a">→</span>
                <EstadoBadge estado={h.estado_nuevo} />
              </Change>
              <Meta>
                {h.usuario} · <time dateTime={h.fecha}>{formatDateTime(h.fecha)}</time>
              </Meta>
              {h.problema && (
                <Problema>
                  Problema reportado por el cliente
                  {h.problema.archivo_nombre && <> · foto «{h.problema.archivo_nombre}»</>}
                </Problema>
              )}
              {h.comentario && <Comment>«{h.comentario}»</Comment>}
            </Item>
          ))}
        </List>
      )}
    </InformeSeccion>
  );
}
