import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared/ui';

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.125rem;
`;

/** A titled card of the report page (a landmark named by its heading). */
export function InformeSeccion({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Card>
  );
}
