import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared/ui';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** A titled card of the campaign's page (a landmark named by its heading), with its actions beside the title. */
export function CampanaSeccion({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {actions && <div>{actions}</div>}
      </Head>
      {children}
    </Card>
  );
}
