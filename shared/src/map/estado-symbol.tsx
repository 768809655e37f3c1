import type { EstadoControl } from 'shared/contracts';

/**
 * How a site's compliance state is drawn on the sites map (a badge on its type's symbol, and in the legend): a shape
 * and a glyph as well as a colour, so colour is never the only signal (WCAG 1.4.1); the state's name is in the pin's
 * accessible name and title and in the legend. White glyphs on fills dark enough for 4.5:1, a white outline (pending: dark on white).
 */
const ESTADO_SYMBOLS: Record<EstadoControl, { shape: string; glyph: string; color: string; ink?: string }> = {
  // A circle with a tick.
  cumplido: { shape: 'M10 1a9 9 0 1 1 0 18 9 9 0 0 1 0-18z', glyph: 'M5.8 10.2l2.8 2.8 5.6-5.8', color: '#15803d' },
  // A diamond with a question mark.
  en_revision: {
    shape: 'M10 .5L19.5 10 10 19.5.5 10z',
    glyph: 'M7.6 7.6a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.6M10 14.6v.2',
    color: '#a16207',
  },
  // A triangle with an exclamation mark.
  atrasado: { shape: 'M10 1l9.5 17.5H.5z', glyph: 'M10 7v5.5M10 15.2v.2', color: '#b91c1c' },
  // A hollow square with a clock: nothing yet (white, unlike every site type's fill).
  pendiente: { shape: 'M2 2h16v16H2z', glyph: 'M10 5.5V10l3 2', color: '#ffffff', ink: '#1e293b' },
  // A hexagon with a dash.
  no_aplica: { shape: 'M10 1l8 4.6v8.8L10 19l-8-4.6V5.6z', glyph: 'M6 10h8', color: '#475569' },
};

/** A compliance state's badge (decorative: the state's name is written wherever it is shown). */
export function EstadoSymbol({ estado, size = 14 }: { estado: EstadoControl; size?: number }) {
  const { shape, glyph, color, ink } = ESTADO_SYMBOLS[estado];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      focusable="false"
      aria-hidden="true"
      data-estado={estado}
      style={{ flex: 'none', display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' }}
    >
      <path d={shape} fill={color} stroke={ink ?? '#ffffff'} strokeWidth={1.5} strokeLinejoin="round" />
      <path d={glyph} fill="none" stroke={ink ?? '#ffffff'} strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
