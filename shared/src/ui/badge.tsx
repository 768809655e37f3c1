import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, uiTokens, type Tone } from './tokens';

export type { Tone as BadgeTone } from './tokens';

interface BadgeBaseProps {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

interface StaticBadgeProps extends BadgeBaseProps {
  onClick?: undefined;
}

interface ClickableBadgeProps extends BadgeBaseProps {
  /** Makes the badge a button (e.g. toggle a service's active state). */
  onClick: () => void;
  /** For toggles: announced as a pressed/not pressed button. */
  pressed?: boolean;
  /** What the click does, when the visible text alone does not say it (e.g. "Desactivar servicio X"). */
  'aria-label'?: string;
  disabled?: boolean;
}

export type BadgeProps = StaticBadgeProps | ClickableBadgeProps;

const badgeStyle = css<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border: 1px solid ${({ $tone, theme }) => uiTokens(theme).tone[$tone].border};
  border-radius: 999px;
  background: ${({ $tone, theme }) => uiTokens(theme).tone[$tone].bg};
  color: ${({ $tone, theme }) => uiTokens(theme).tone[$tone].fg};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.4;
  white-space: nowrap;
`;

const StaticBadge = styled.span<{ $tone: Tone }>`
  ${badgeStyle}
`;

const ButtonBadge = styled.button<{ $tone: Tone }>`
  ${badgeStyle}
  font-family: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    filter: brightness(0.95);
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * Small status label. The text carries the meaning; the tone only reinforces it.
 * With `onClick` it becomes a button (use `pressed` for toggles or `aria-label` to say what it does).
 *
 * @example
 * <Badge tone="success">CREAR</Badge>
 * <Badge tone={activo ? 'success' : 'neutral'} onClick={toggle} aria-label={`Cambiar estado de ${nombre}`}>
 *   {activo ? 'Activo' : 'Inactivo'}
 * </Badge>
 */
export function Badge(props: BadgeProps) {
  const { tone = 'neutral', children, className } = props;
  if (props.onClick) {
    return (
      <ButtonBadge
        type="button"
        className={className}
        $tone={tone}
        onClick={props.onClick}
        aria-pressed={props.pressed}
        aria-label={props['aria-label']}
        disabled={props.disabled}
      >
        {children}
      </ButtonBadge>
    );
  }
  return (
    <StaticBadge className={className} $tone={tone}>
      {children}
    </StaticBadge>
  );
}
