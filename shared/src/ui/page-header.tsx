import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from './tokens';

export interface PageHeaderProps {
  title: string;
  /** Id of the h1, to label the page's section with aria-labelledby. */
  titleId?: string;
  /** Short text under the title. */
  description?: ReactNode;
  /** Buttons/links aligned to the right (wrap under the title on small screens). */
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${tk((t) => t.text)};
`;

const Description = styled.p`
  margin: 0.25rem 0 0;
  color: ${tk((t) => t.textMuted)};
`;

/**
 * What a detail screen holds and how to use it, between its back link and its header, in its loading state as well as
 * once its record has come (the same text, the same place, the same width): a first visit paints it from the
 * prerendered frame while the record is still on its way, and the record's arrival adds the header under it instead of
 * moving it (docs/decisions/prerendered-login.md, "Detail pages").
 *
 * @example
 * <BackLink to="/campanas">Volver a campañas</BackLink>
 * <PageIntro>{CAMPANA_INTRO}</PageIntro>
 * <PageHeader title={campana.nombre} />
 */
export const PageIntro = styled.p`
  margin: 0 0 0.75rem;
  max-width: 70ch;
  color: ${tk((t) => t.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * The screen's h1 with optional description and actions.
 *
 * @example
 * <PageHeader title="Gestor de Servicios" actions={<Button variant="primary">Nuevo Servicio</Button>} />
 */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <Root>
      <div>
        <Title id={titleId}>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
