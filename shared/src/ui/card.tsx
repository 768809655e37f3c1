import styled from 'styled-components';
import { tk } from './tokens';

/**
 * Surface with border, radius and padding.
 *
 * @example
 * <Card as="section" aria-labelledby="resumen-title"><h2 id="resumen-title">Resumen</h2>…</Card>
 */
export const Card = styled.div`
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radius)};
  box-shadow: ${tk((t) => t.shadow)};
  padding: 1rem;
`;
