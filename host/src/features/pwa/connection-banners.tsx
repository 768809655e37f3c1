import styled from 'styled-components';
import { Icon } from 'shared/ui/icon';
import { useOffline } from './connectivity';
import { applyUpdate, useUpdateAvailable } from './pwa-state';

const Strip = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.5rem clamp(0.75rem, 3vw, 1.75rem);
  border-bottom: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.info)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.infoSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  svg {
    flex: none;
    color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.info)};
  }
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

const ReloadButton = styled.button`
  min-height: 2.25rem;
  padding: 0.25rem 0.875rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A wifi struck through. */
const OFFLINE_ICON =
  'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.2-1.6M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 10.7 5M12 20h.01';

export const OFFLINE_TEXT = 'Sin conexión: estás trabajando sin conexión con los datos guardados en este dispositivo.';
const UPDATE_TEXT = 'Nueva versión disponible.';

/**
 * The two notices under the header (docs/decisions/offline-app.md): "Sin conexión" while the app works without a
 * connection, and "Nueva versión disponible" with "Recargar" when a new release is ready. Both are live regions
 * (role="status"): a screen reader says them once, without taking the focus; "Recargar" is a plain button, reached
 * with Tab right after the header's controls. Nothing is drawn when there is nothing to say (nor in the prerender).
 */
export function ConnectionBanners() {
  const offline = useOffline();
  const update = useUpdateAvailable();
  return (
    <>
      <div role="status" aria-live="polite">
        {offline && (
          <Strip $tone="warning" data-testid="offline-banner">
            <Icon name="alert" d={OFFLINE_ICON} size={18} />
            <p>{OFFLINE_TEXT}</p>
          </Strip>
        )}
      </div>
      <div role="status" aria-live="polite">
        {update && (
          <Strip $tone="info" data-testid="update-banner">
            <Icon name="refresh" size={18} />
            <p>{UPDATE_TEXT} Pulsa «Recargar» para usarla.</p>
            <ReloadButton type="button" onClick={applyUpdate}>
              Recargar
            </ReloadButton>
          </Strip>
        )}
      </div>
    </>
  );
}
