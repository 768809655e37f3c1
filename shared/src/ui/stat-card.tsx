import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { tk } from './tokens';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
}

const Root = styled(Card)`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  min-width: 0;
`;

// h2: stat cards sit right under a page's h1 (an h3 there skips a level: Lighthouse's heading-order).
const Title = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${tk((t) => t.textMuted)};
`;

const Value = styled.p`
  margin: 0.25rem 0 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${tk((t) => t.tone.info.bg)};
  color: ${tk((t) => t.tone.info.fg)};
  font-size: 1.25rem;
`;

/**
 * Figure card for dashboards and stats rows.
 *
 * @example
 * <StatCard title="Servicios Activos" value={12} hint="de 20 servicios" icon={<CheckIcon />} />
 */
export function StatCard({ title, value, hint, icon }: StatCardProps) {
  return (
    <Root as="article">
      <div>
        <Title>{title}</Title>
        <Value>{value}</Value>
        {hint && <Hint>{hint}</Hint>}
      </div>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
    </Root>
  );
}
