import styled from 'styled-components';
import { Card, EmptyState } from 'shared/ui';
import { Icon } from 'shared/ui/icon';

const Head = styled.div`
  margin-bottom: 1.25rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Illustration = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 1.5rem;
`;

/** /mensajes: messages do not exist in the product yet (the API counts 0), so the inbox is empty. */
export function MessagesPage() {
  return (
    <>
      <Head>
        <h1>Mensajes</h1>
        <p>Comunicaciones internas del equipo.</p>
      </Head>
      <Card as="section" aria-label="Bandeja de mensajes">
        <Center>
          <Illustration aria-hidden="true">
            <Icon name="inbox" size={26} />
          </Illustration>
        </Center>
        <EmptyState message="No tienes mensajes" />
      </Card>
    </>
  );
}
