import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * Small decorative spinner (hidden from assistive technology; announce loading with text or aria-busy).
 *
 * @example
 * <Spinner />
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: -0.15em;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
