import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Skeleton, tk } from 'shared/ui';

const Section = styled(Card)`
  margin-bottom: 1.5rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin-bottom: 0.75rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

/** One line high whether the figure is there or not, so nothing below moves when it arrives. */
const Summary = styled.p`
  min-height: 1.5rem;
  margin: 0 0 0.75rem;
  color: ${tk((t) => t.textMuted)};
`;

export interface DashboardSectionProps {
  /** The section's h2 (and its accessible name). */
  title: string;
  /** The h2's id. */
  titleId: string;
  /** A link beside the title ("Ver todos"). */
  action?: ReactNode;
  /** The line under the title from the data ("23 controles requieren atención"); a placeholder bar while loading. */
  summary?: ReactNode;
  /** Or a fixed line under the title, shown while loading too. */
  intro?: string;
  /** Placeholders instead of the content (aria-busy). */
  loading?: boolean;
  children?: ReactNode;
}

/** Height of the content's placeholder: the same in the prerendered copy, before the section's code and before its data. */
const LOADING_HEIGHT = '8rem';

/**
 * A dashboard section below the cards (issue 37's compliance sections): a Card with its heading, an optional link
 * beside it, a one-line summary and its content. Its loading state is the one the prerendered dashboard paints for the
 * role (role-section.tsx), so React's first render and the data's arrival keep the heading where it was painted.
 */
export function DashboardSection({ title, titleId, action, summary, intro, loading = false, children }: DashboardSectionProps) {
  return (
    <Section as="section" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Head>
        <h2 id={titleId}>{title}</h2>
        {!loading && action}
      </Head>
      {intro !== undefined ? (
        <Summary>{intro}</Summary>
      ) : (
        (loading || summary !== undefined) && (
          <Summary>{loading ? <Skeleton style={{ width: '14rem', maxWidth: '100%', height: '1.25rem' }} /> : summary}</Summary>
        )
      )}
      {loading ? <Skeleton style={{ height: LOADING_HEIGHT }} /> : children}
    </Section>
  );
}
