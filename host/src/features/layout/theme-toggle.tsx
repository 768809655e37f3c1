import styled from 'styled-components';
import { useTheme } from 'shared/theme';
import { Icon } from 'shared/ui/icon';
import { IconButton } from './icon-button';

/** Round wherever it stands alone (the public pages); the header squares it like its other buttons. */
const RoundButton = styled(IconButton)`
  border-radius: 50%;
`;

/**
 * "Cambiar tema", the one light/dark switch (the header of the signed-in app, /login, the other public pages): a sun
 * in dark mode, a moon in light mode. `className` places and shapes it (styled(ThemeToggle)).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { isDark, toggleTheme } = useTheme();
  return (
    <RoundButton type="button" className={className} onClick={toggleTheme} aria-label="Cambiar tema" title={isDark ? 'Tema claro' : 'Tema oscuro'}>
      <Icon name={isDark ? 'sun' : 'moon'} size={18} />
    </RoundButton>
  );
}
