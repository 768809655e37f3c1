import styled from 'styled-components';
import { useTheme } from 'shared/theme';
import { Icon } from 'shared/ui/icon';

const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  flex: none;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
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
