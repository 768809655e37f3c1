import { cumplimientoDe, estadoControl, resumenCumplimiento } from './cumplimiento';

describe('a check of a campaign line', () => {
  const hechos = { hasta: '2026-12-10', cancelado: false, informes_validos: 0, informes_en_revision: 0 };

  it('is pending up to the last day of its window and late from the day after, when nothing arrived', () => {
    expect(estadoControl(hechos, '2026-12-09')).toBe('pendiente');
    expect(estadoControl(hechos, '2026-12-10')).toBe('pendiente');
    expect(estadoControl(hechos, '2026-12-11')).toBe('atrasado');
  });

  it('is fulfilled by a valid report, in review while its only report waits for a review, not applicable once cancelled', () => {
    expect(estadoControl({ ...hechos, informes_validos: 1 }, '2026-12-20')).toBe('cumplido');
    expect(estadoControl({ ...hechos, informes_en_revision: 1 }, '2026-12-20')).toBe('en_revision');
    expect(estadoControl({ ...hechos, informes_validos: 1, informes_en_revision: 2 }, '2026-12-01')).toBe('cumplido');
    expect(estadoControl({ ...hechos, cancelado: true, informes_validos: 1 }, '2026-12-01')).toBe('no_aplica');
  });
});

describe("a campaign's compliance", () => {
  it('counts as due what is fulfilled, in review or late; pending and cancelled checks are not due', () => {
    const c = cumplimientoDe(['cumplido', 'cumplido', 'cumplido', 'atrasado', 'en_revision', 'pendiente', 'no_aplica']);
    expect(c).toEqual({ pendiente: 1, cumplido: 3, en_revision: 1, atrasado: 1, no_aplica: 1, debidos: 5, porcentaje: 60 });
  });

  it('has no percentage while nothing is due, and one decimal otherwise', () => {
    expect(resumenCumplimiento({ pendiente: 4 }).porcentaje).toBeNull();
    expect(resumenCumplimiento({ cumplido: 2, atrasado: 1 }).porcentaje).toBe(66.7);
  });
});
