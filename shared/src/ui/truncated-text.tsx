import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusRing, tk } from './tokens';

export interface TruncatedTextProps {
  text: string;
  /** Maximum width before the ellipsis, any CSS length. */
  maxWidth?: string;
  className?: string;
}

const Text = styled.span<{ $maxWidth: string }>`
  display: inline-block;
  max-width: ${({ $maxWidth }) => $maxWidth};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  &:focus-visible {
    ${focusRing}
  }
`;

const Tip = styled.span`
  position: fixed;
  z-index: 1000;
  max-width: min(28rem, calc(100vw - 1rem));
  padding: 0.5rem 0.75rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => (t.dark ? '#f1f5f9' : '#111827'))};
  color: ${tk((t) => (t.dark ? '#0f172a' : '#f9fafb'))};
  font-size: 0.8125rem;
  line-height: 1.4;
  white-space: normal;
  overflow-wrap: anywhere;
  box-shadow: ${tk((t) => t.shadow)};
  pointer-events: none;
`;

function useIsTruncated(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setTruncated(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, text]);
  return truncated;
}

/**
 * One line of text cut with an ellipsis. The full text is in `title` (mouse hover) and, when the text
 * is actually cut, the element becomes focusable and shows it in a tooltip on keyboard focus, linked as
 * its accessible description.
 *
 * @example
 * <TruncatedText text={evento.detalles} maxWidth="18rem" />
 */
export function TruncatedText({ text, maxWidth = '20rem', className }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const tipId = useId();
  const truncated = useIsTruncated(ref, text);
  const [position, setPosition] = useState<CSSProperties | null>(null);

  const show = useCallback(() => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect) return;
    const below = rect.bottom + 6;
    const fitsBelow = below + 80 < window.innerHeight;
    setPosition(
      fitsBelow
        ? { top: below, left: Math.max(8, Math.min(rect.left, window.innerWidth - 320)) }
        : { bottom: window.innerHeight - rect.top + 6, left: Math.max(8, Math.min(rect.left, window.innerWidth - 320)) },
    );
  }, []);
  const hide = useCallback(() => setPosition(null), []);

  useEffect(() => {
    if (!position) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [position, hide]);

  return (
    <>
      <Text
        ref={ref}
        className={className}
        $maxWidth={maxWidth}
        title={text}
        tabIndex={truncated ? 0 : undefined}
        aria-describedby={truncated ? tipId : undefined}
        onFocus={truncated ? show : undefined}
        onBlur={hide}
      >
        {text}
      </Text>
      {truncated &&
        createPortal(
          <Tip role="tooltip" id={tipId} hidden={!position} style={position ?? undefined}>
            {text}
          </Tip>,
          document.body,
        )}
    </>
  );
}
