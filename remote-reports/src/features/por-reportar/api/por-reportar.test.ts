import { persistedQuery, POR_REPORTAR_QUERY } from 'shared/contracts';
import { control, dia } from '../test/por-reportar-fixtures';
import { estadoAl, filasPorReportar, ventanaTexto } from './por-reportar';

const hoy = dia(0);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

describe("a kept check's state on today's date (offline, a new day began)", () => {
  it('pending whose window closed since: late; its last day is still pending', () => {
    expect(estadoAl(control(1, { hasta: dia(-1) }), hoy)).toBe('atrasado');
    expect(estadoAl(control(1, { hasta: hoy }), hoy)).toBe('pendiente');
    expect(estadoAl(control(1, { hasta: dia(5) }), hoy)).toBe('pendiente');
  });
  it('late stays late; fulfilled, in review and cancelled keep their state whatever the date', () => {
    expect(estadoAl(control(1, { estado: 'atrasado', hasta: dia(-2) }), hoy)).toBe('atrasado');
    expect(estadoAl(control(1, { estado: 'cumplido', hasta: dia(-2) }), hoy)).toBe('cumplido');
    expect(estadoAl(control(1, { estado: 'en_revision', hasta: dia(-2) }), hoy)).toBe('en_revision');
    expect(estadoAl(control(1, { estado: 'no_aplica', hasta: dia(4) }), hoy)).toBe('no_aplica');
  });
});

describe('the rows of "Por reportar"', () => {
  const controles = [
    control(1, { estado: 'atrasado', desde: dia(-12), hasta: dia(-2), latitud: 4.6951, longitud: -74.0307 }), // Usaquén
    control(2, { hasta: dia(1), latitud: 4.6767, longitud: -74.0486 }), // Parque 93
    control(3, { estado: 'cumplido', hasta: dia(2) }),
    control(4, { desde: dia(3), hasta: dia(9), latitud: 4.6486, longitud: -74.0628 }), // Chapinero
  ];

  it("in the API's order (soonest deadline first), without what was reported since; no distance without a position", () => {
    const filas = filasPorReportar(controles, hoy, null, true);
    expect(filas.map((f) => [f.control.id, f.estado, f.metros])).toEqual([
      [1, 'atrasado', null],
      [2, 'pendiente', null],
      [4, 'pendiente', null],
    ]);
  });

  it('with the position: the distance to each site; nearest first only when asked', () => {
    const aqui = { lat: 4.6765, lng: -74.0477 }; // at Parque 93
    expect(filasPorReportar(controles, hoy, aqui, false).map((f) => f.control.id)).toEqual([1, 2, 4]);
    const cerca = filasPorReportar(controles, hoy, aqui, true);
    expect(cerca.map((f) => f.control.id)).toEqual([2, 1, 4]);
    expect(cerca[0].metros).toBeLessThan(150);
    expect(cerca[1].metros).toBeGreaterThan(2000);
  });

  it('a day later, offline: the check whose window closed is marked late', () => {
    expect(filasPorReportar(controles, dia(2), null, false).map((f) => [f.control.id, f.estado])).toEqual([
      [1, 'atrasado'],
      [2, 'atrasado'],
      [4, 'pendiente'],
    ]);
  });

  it('each window in words: open until its last day, not open yet, or closed', () => {
    expect(ventanaTexto({ desde: dia(-4), hasta: dia(3) }, hoy)).toBe(`Hasta el ${ddmmyyyy(dia(3))}`);
    expect(ventanaTexto({ desde: dia(-4), hasta: hoy }, hoy)).toBe(`Hasta el ${ddmmyyyy(hoy)}`);
    expect(ventanaTexto({ desde: dia(2), hasta: dia(8) }, hoy)).toBe(`Del ${ddmmyyyy(dia(2))} al ${ddmmyyyy(dia(8))}`);
    expect(ventanaTexto({ desde: dia(-9), hasta: dia(-1) }, hoy)).toBe(`Venció el ${ddmmyyyy(dia(-1))}`);
  });
});

describe('kept offline (shared/contracts PERSISTED_QUERIES, docs/decisions/offline-app.md)', () => {
  it("the list of checks due is persisted; another list of checks (a campaign's) is not", () => {
    expect(persistedQuery(POR_REPORTAR_QUERY.queryKey)).toEqual({ prefix: POR_REPORTAR_QUERY.queryKey, keep: 1 });
    expect(persistedQuery(['campanas', 'controles', { campana_id: 7 }])).toBeUndefined();
  });
});
