import {
  campanaDeNombre,
  controlDeInforme,
  controlPorDefecto,
  etiquetaControl,
  etiquetaSitio,
  plegar,
  sitioDeInforme,
  sitiosPorCercania,
  sugerirCampanas,
  type CampanaParaInforme,
  type ControlParaInforme,
  type SitioParaInforme,
} from './campana-sitio';

const sitio = (sitio_id: number, codigo: string, latitud: number, longitud: number): SitioParaInforme => ({
  linea_id: sitio_id * 10,
  sitio_id,
  codigo,
  nombre: `Sitio ${codigo}`,
  latitud,
  longitud,
  radio_m: 150,
  provincia_id: 4,
  localidad_id: 5,
  proveedor_id: 3,
  servicio_id: 1,
  controles: [],
});

const campana = (id: number, nombre: string): CampanaParaInforme => ({
  id,
  nombre,
  cliente_id: 2,
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  estado: 'activa',
  sitios: [],
});

const control = (id: number, tipo: ControlParaInforme['tipo'], numero: number, desde: string, hasta: string): ControlParaInforme => ({
  id,
  tipo,
  numero,
  desde,
  hasta,
  estado: 'pendiente',
  cumplido_en: null,
});

describe('sites nearest first', () => {
  // Bogotá: the phone at Parque de la 93; A in Chapinero (~2.3 km), B at the park (~100 m), C in Medellín.
  const sitios = [sitio(1, 'A', 4.6486, -74.0628), sitio(2, 'B', 4.6767, -74.0486), sitio(3, 'C', 6.2442, -75.5812)];

  it('with a position: by distance, with the distance in the label', () => {
    const ordered = sitiosPorCercania(sitios, { lat: 4.6765, lng: -74.0477 });
    expect(ordered.map((s) => s.sitio.codigo)).toEqual(['B', 'A', 'C']);
    expect(etiquetaSitio(ordered[0])).toBe('B — Sitio B · a 102 m');
    expect(etiquetaSitio(ordered[1])).toMatch(/^A — Sitio A · a 3,\d km$/);
    expect(etiquetaSitio(ordered[2])).toMatch(/^C — Sitio C · a \d{3} km$/);
  });

  it('without one: as the API lists them (by code), no distance', () => {
    const ordered = sitiosPorCercania([sitios[2], sitios[0], sitios[1]], null);
    expect(ordered.map((s) => s.sitio.codigo)).toEqual(['C', 'A', 'B']);
    expect(ordered.every((s) => s.metros === null)).toBe(true);
    expect(etiquetaSitio(ordered[0])).toBe('C — Sitio C');
  });

  it('two sites at the same distance keep the order of their codes', () => {
    const twins = [sitio(5, 'Z', 4.6, -74.1), sitio(6, 'M', 4.6, -74.1)];
    expect(sitiosPorCercania(twins, { lat: 4.61, lng: -74.1 }).map((s) => s.sitio.codigo)).toEqual(['M', 'Z']);
  });
});

describe('the default check: the one whose window holds the report date', () => {
  const controles = [
    control(11, 'instalacion', 1, '2026-02-22', '2026-03-04'),
    control(12, 'verificacion', 1, '2026-03-05', '2026-03-11'),
    control(13, 'verificacion', 2, '2026-03-12', '2026-03-18'),
    control(14, 'retiro', 1, '2026-04-01', '2026-04-05'),
  ];

  it('inclusive dates at both ends', () => {
    expect(controlPorDefecto(controles, '2026-02-22')?.id).toBe(11);
    expect(controlPorDefecto(controles, '2026-03-04')?.id).toBe(11);
    expect(controlPorDefecto(controles, '2026-03-05')?.id).toBe(12);
    expect(controlPorDefecto(controles, '2026-03-18')?.id).toBe(13);
    expect(controlPorDefecto(controles, '2026-04-05')?.id).toBe(14);
  });

  it('none between windows, before, after, or without a date', () => {
    expect(controlPorDefecto(controles, '2026-03-25')).toBeNull();
    expect(controlPorDefecto(controles, '2026-01-01')).toBeNull();
    expect(controlPorDefecto(controles, '2026-05-01')).toBeNull();
    expect(controlPorDefecto(controles, '')).toBeNull();
  });

  it('overlapping windows: the one that opened first, whatever the order given', () => {
    const solapados = [control(21, 'verificacion', 1, '2026-03-05', '2026-03-11'), control(20, 'instalacion', 1, '2026-03-01', '2026-03-06')];
    expect(controlPorDefecto(solapados, '2026-03-06')?.id).toBe(20);
  });

  it('labels: nombreControl and the window', () => {
    expect(etiquetaControl(controles[0])).toBe('Instalación (del 22/02/2026 al 04/03/2026)');
    expect(etiquetaControl(controles[2])).toBe('Verificación 2 (del 12/03/2026 al 18/03/2026)');
    expect(etiquetaControl(controles[3])).toBe('Retiro (del 01/04/2026 al 05/04/2026)');
  });
});

describe('campaign suggestions', () => {
  const campanas = [campana(1, 'Navidad Bogotá 2026'), campana(2, 'Lanzamiento Año Nuevo'), campana(3, 'Campaña Ñandú')];

  it('fold case, accents and ñ, as the server compares names', () => {
    expect(plegar('  Campaña  ÑANDÚ ')).toBe('campana nandu');
    expect(sugerirCampanas(campanas, 'bogota').map((c) => c.id)).toEqual([1]);
    expect(sugerirCampanas(campanas, 'nandu').map((c) => c.id)).toEqual([3]);
  });

  it('those that start with the text first; all of them for an empty text; at most `max`', () => {
    expect(sugerirCampanas([campanas[2], campanas[0]], 'na').map((c) => c.id)).toEqual([1, 3]);
    expect(sugerirCampanas(campanas, 'lan').map((c) => c.id)).toEqual([2]);
    expect(sugerirCampanas(campanas, '').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(sugerirCampanas(campanas, '', 2)).toHaveLength(2);
    expect(sugerirCampanas(campanas, 'otoño')).toEqual([]);
  });

  it('a typed name that is a campaign (folded) is that campaign', () => {
    expect(campanaDeNombre(campanas, 'navidad bogota 2026')?.id).toBe(1);
    expect(campanaDeNombre(campanas, 'Navidad')).toBeUndefined();
    expect(campanaDeNombre(campanas, '  ')).toBeUndefined();
  });
});

describe("a report's site and check as the list and page show them", () => {
  it('código — nombre, and the check by nombreControl', () => {
    expect(sitioDeInforme({ sitio_codigo: 'VAL-1', sitio_nombre: 'Valla Calle 26' })).toBe('VAL-1 — Valla Calle 26');
    expect(sitioDeInforme({ sitio_codigo: null, sitio_nombre: null })).toBeNull();
    expect(controlDeInforme({ control_tipo: 'verificacion', control_numero: 3 })).toBe('Verificación 3');
    expect(controlDeInforme({ control_tipo: 'instalacion', control_numero: 1 })).toBe('Instalación');
    expect(controlDeInforme({ control_tipo: null, control_numero: null })).toBeNull();
  });
});
