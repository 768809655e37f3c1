import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared/ui';

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;

/** A titled card of the site's page (a landmark named by its heading). */
export function SitioSeccion({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
      {actions}
    </Card>
  );
}
