import styled from 'styled-components';
import { DateInput } from './date-input';

export interface DateRangeProps {
  /** Accessible name of the pair, e.g. "Rango de fechas". */
  label: string;
  /** YYYY-MM-DD or '' */
  desde: string;
  hasta: string;
  onDesde: (value: string) => void;
  onHasta: (value: string) => void;
}

/** Shown under "Hasta" when the range ends before it starts. */
export const DATE_RANGE_ERROR = 'Hasta no puede ser anterior a Desde';

/** Desde and Hasta stay side by side (two cells of a FilterBar) so the range never splits across rows. */
const Pair = styled.div`
  grid-column: span 2;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  align-items: start;
  @media (max-width: 767.98px) {
    grid-column: 1 / -1;
  }
`;

/**
 * "Desde" / "Hasta" date inputs of a filter bar: each limits the other's calendar, and a range that ends before it
 * starts says so under "Hasta".
 *
 * @example
 * <DateRange label="Rango de fechas" desde={state.desde} hasta={state.hasta} onDesde={(desde) => set({ desde })} onHasta={(hasta) => set({ hasta })} />
 */
export function DateRange({ label, desde, hasta, onDesde, onHasta }: DateRangeProps) {
  const reversed = Boolean(desde && hasta && hasta < desde);
  return (
    <Pair role="group" aria-label={label}>
      <DateInput label="Desde" value={desde} max={hasta || undefined} onChange={onDesde} />
      <DateInput label="Hasta" value={hasta} min={desde || undefined} error={reversed ? DATE_RANGE_ERROR : undefined} onChange={onHasta} />
    </Pair>
  );
}
