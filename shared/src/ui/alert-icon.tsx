/**
 * Decorative warning triangle (inline SVG, inherits the text colour, hidden from assistive technology).
 * Icons never carry meaning alone: always pair them with text.
 *
 * @example
 * <AlertIcon /> El nombre es obligatorio
 */
export function AlertIcon({ size = '1em' }: { size?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none', verticalAlign: '-0.125em' }}
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}
