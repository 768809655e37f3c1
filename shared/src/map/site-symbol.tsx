import type { TipoSitio } from 'shared/contracts';

/**
 * How a site's type is drawn, on the map, in its legend and in the lists: a shape and a letter as well as a colour,
 * so colour is never the only signal (WCAG 1.4.1). The letter is white on a fill dark enough for 4.5:1; a white
 * outline keeps the shape apart from the map in either theme.
 */
export const SITE_SYMBOLS: Record<TipoSitio, { shape: SiteShape; letter: string; color: string }> = {
  valla: { shape: 'square', letter: 'V', color: '#1d4ed8' },
  mupi: { shape: 'circle', letter: 'M', color: '#7c3aed' },
  pantalla_digital: { shape: 'diamond', letter: 'D', color: '#0f766e' },
  punto_de_venta: { shape: 'triangle', letter: 'P', color: '#b45309' },
  otro: { shape: 'hexagon', letter: 'O', color: '#475569' },
};

export type SiteShape = 'square' | 'circle' | 'diamond' | 'triangle' | 'hexagon';

/** Outlines in a 28×28 box, each filling about the same area. */
const SHAPE_PATHS: Record<SiteShape, string> = {
  square: 'M4 4h20v20H4z',
  circle: 'M14 2.5a11.5 11.5 0 1 1 0 23 11.5 11.5 0 0 1 0-23z',
  diamond: 'M14 1.5L26.5 14 14 26.5 1.5 14z',
  triangle: 'M14 2L26.5 25H1.5z',
  hexagon: 'M14 2l10.4 6v12L14 26 3.6 20V8z',
};

/** Where the letter sits in each shape (the triangle's is lower). */
const LETTER_Y: Record<SiteShape, number> = { square: 18.5, circle: 18.5, diamond: 18.5, triangle: 21, hexagon: 18.5 };

export interface SiteSymbolProps {
  tipo: TipoSitio;
  /** Pixels (the drawing is square). */
  size?: number;
  /** An inactive site: paler, with a dashed outline (and said in words wherever it is named). */
  inactive?: boolean;
  /** Accessible name; without it the symbol is decorative (its type is written beside it). */
  title?: string;
}

/**
 * A site type's symbol: its shape, its letter, its colour.
 *
 * @example
 * <SiteSymbol tipo="valla" /> Valla
 */
export function SiteSymbol({ tipo, size = 20, inactive = false, title }: SiteSymbolProps) {
  const { shape, letter, color } = SITE_SYMBOLS[tipo];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 28 28"
      focusable="false"
      style={{ flex: 'none', display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' }}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      data-tipo={tipo}
    >
      <path
        d={SHAPE_PATHS[shape]}
        fill={inactive ? '#64748b' : color}
        stroke="#ffffff"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeDasharray={inactive ? '3 2' : undefined}
      />
      <text x="14" y={LETTER_Y[shape]} textAnchor="middle" fontSize="13" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#ffffff">
        {letter}
      </text>
    </svg>
  );
}
