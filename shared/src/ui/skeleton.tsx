import styled, { keyframes } from 'styled-components';
import { tk } from './tokens';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * Grey placeholder bar shown while content loads (decorative: pair it with aria-busy or a status text).
 *
 * @example
 * <Skeleton style={{ width: '60%' }} />
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })`
  display: block;
  height: 0.875rem;
  width: 100%;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => (t.dark ? '#334155' : '#e5e7eb'))};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
