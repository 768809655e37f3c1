import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 0.75rem;
  padding: 2rem;
  text-align: center;
  h1 {
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.danger};
  }
  a {
    font-weight: 600;
  }
`;

/** Generic fallback error page (router errorElement), docs/product-spec.md §2. */
export function ErrorPage() {
  const error = useRouteError();
  let detail = 'Error desconocido';
  if (isRouteErrorResponse(error)) detail = error.statusText || String(error.status);
  else if (error instanceof Error) detail = error.message;
  else if (typeof error === 'string') detail = error;
  return (
    <Page role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{detail}</pre>
      <p>
        <a href="/">Volver al inicio</a>
      </p>
    </Page>
  );
}
