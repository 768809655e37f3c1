import { distanciaMetros, estadoCampana, formatoDistancia, nombreControl, ventanasDeLinea } from './campanas-reglas';

describe('a campaign and its checks (docs/decisions/sitios-campanas.md)', () => {
  it("a campaign's state follows Bogotá's calendar day, edges included, unless cancelled", () => {
    const c = { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', cancelada: false };
    expect(estadoCampana(c, '2026-02-28')).toBe('planificada');
    expect(estadoCampana(c, '2026-03-01')).toBe('activa');
    expect(estadoCampana(c, '2026-03-31')).toBe('activa');
    expect(estadoCampana(c, '2026-04-01')).toBe('finalizada');
    expect(estadoCampana({ ...c, cancelada: true }, '2026-03-10')).toBe('cancelada');
  });

  it('installation opens a week before the start and closes N days after it; removal runs N days after the end', () => {
    const v = ventanasDeLinea(
      { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' },
      { instalacion_dias: 3, verificacion_cada_dias: null, retiro_dias: 5 },
    );
    expect(v).toEqual([
      { tipo: 'instalacion', numero: 1, desde: '2026-02-22', hasta: '2026-03-04' },
      { tipo: 'retiro', numero: 1, desde: '2026-04-01', hasta: '2026-04-05' },
    ]);
  });

  it('a verification every K days after the installation deadline, in consecutive periods, the last cut at the end', () => {
    const v = ventanasDeLinea(
      { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-20' },
      { instalacion_dias: 2, verificacion_cada_dias: 7, retiro_dias: null },
    );
    expect(v.filter((x) => x.tipo === 'verificacion')).toEqual([
      { tipo: 'verificacion', numero: 1, desde: '2026-03-04', hasta: '2026-03-10' },
      { tipo: 'verificacion', numero: 2, desde: '2026-03-11', hasta: '2026-03-17' },
      { tipo: 'verificacion', numero: 3, desde: '2026-03-18', hasta: '2026-03-20' },
    ]);
    expect(nombreControl(v[2])).toBe('Verificación 2');
    expect(nombreControl(v[0])).toBe('Instalación');
  });

  it('a campaign shorter than its installation period has no verification; the months and the year turn over', () => {
    expect(
      ventanasDeLinea({ fecha_inicio: '2026-12-30', fecha_fin: '2027-01-01' }, { instalacion_dias: 5, verificacion_cada_dias: 3, retiro_dias: 0 }),
    ).toEqual([
      { tipo: 'instalacion', numero: 1, desde: '2026-12-23', hasta: '2027-01-04' },
      { tipo: 'retiro', numero: 1, desde: '2027-01-02', hasta: '2027-01-02' },
    ]);
  });

  it('distances in metres, as the geofence uses them, and as people read them', () => {
    // Plaza de Bolívar to the Capitolio's corner: about 100 m; Bogotá to Medellín: about 240 km.
    expect(Math.round(distanciaMetros(4.5981, -74.0761, 4.5981, -74.0752))).toBeGreaterThan(95);
    expect(Math.round(distanciaMetros(4.5981, -74.0761, 4.5981, -74.0752))).toBeLessThan(105);
    expect(distanciaMetros(4.711, -74.0721, 6.2442, -75.5812) / 1000).toBeCloseTo(239, -1);
    expect(formatoDistancia(84.6)).toBe('85 m');
    expect(formatoDistancia(1234)).toBe('1,2 km');
    expect(formatoDistancia(23456)).toBe('23 km');
  });
});
