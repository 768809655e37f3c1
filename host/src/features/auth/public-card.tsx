import styled from 'styled-components';
import { useTheme } from 'shared/theme';
import { Icon } from 'shared/ui/icon';

/**
 * The pieces the public pages share (/login, /verificar: no session, no app layout): the card that holds the page's
 * content, and the round light/dark switch. Each page places and sizes them.
 */
export const PublicCard = styled.div`
  width: 100%;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: 1.5rem 1.25rem;
  }
`;

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

/** "Cambiar tema": a sun in dark mode, a moon in light mode. `className` places it (styled(ThemeToggle)). */
export function ThemeToggle({ className }: { className?: string }) {
  const { isDark, toggleTheme } = useTheme();
  return (
    <RoundButton type="button" className={className} onClick={toggleTheme} aria-label="Cambiar tema" title={isDark ? 'Tema claro' : 'Tema oscuro'}>
      <Icon name={isDark ? 'sun' : 'moon'} size={18} />
    </RoundButton>
  );
}
