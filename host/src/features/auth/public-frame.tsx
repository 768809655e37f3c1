import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from 'shared/ui/icon';
import { ThemeToggle } from '../layout/theme-toggle';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem clamp(1rem, 4vw, 2.5rem);
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span.mark {
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 0.625rem;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 0.5rem clamp(1rem, 4vw, 2.5rem) 2.5rem;
`;

/**
 * The frame of a public page other than /login (/verificar, /restablecer-contrasena): the product's name (a link to
 * /login), the theme switch, and the page's content centred in a main landmark.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Top>
        <Brand to="/login">
          <span className="mark" aria-hidden="true">
            <Icon name="informes" size={20} />
          </span>
          Informes de Campañas
        </Brand>
        <ThemeToggle />
      </Top>
      <Main>{children}</Main>
    </Page>
  );
}
