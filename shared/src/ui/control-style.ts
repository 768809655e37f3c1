import { css } from 'styled-components';
import { focusRing, tk } from './tokens';

/** Shared look of text inputs, selects and date inputs. */
export const controlStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${tk((t) => t.controlBorder)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surface)};
  color: ${tk((t) => t.text)};
  font: inherit;
  font-size: 0.9375rem;
  color-scheme: ${tk((t) => (t.dark ? 'dark' : 'light'))};
  &::placeholder {
    color: ${tk((t) => t.textMuted)};
    opacity: 0.85;
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${tk((t) => t.danger)};
    border-width: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
