import styled, { css, keyframes } from 'styled-components';
import { tk } from './tokens';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * The placeholders' pulse. A list's placeholders pulse together, as one animation on the element that holds them
 * (marked with SKELETON_GROUP): one animation per bar was ~60 animations on a loading list, each its own compositor
 * layer and its own `animationstart` event through React, a long task on a phone (docs/decisions/main-thread.md).
 */
export const skeletonPulse = css`
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Attribute of an element whose Skeleton bars pulse together; the element's styles include `skeletonPulse`. */
export const SKELETON_GROUP = 'data-skeletons';

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
  ${skeletonPulse}
  [${SKELETON_GROUP}] & {
    animation: none;
  }
`;
