import styled from 'styled-components';

/**
 * The card the public pages share (/login, /verificar, /restablecer-contrasena: no session, no app layout), that holds the page's
 * content (the light/dark switch is layout/theme-toggle.tsx).
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
