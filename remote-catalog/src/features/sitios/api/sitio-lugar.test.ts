import { nearestMunicipio } from 'shared/map';
import { localidadMasCercana, plegar, provinciaPorNombre } from './sitio-lugar';

describe('the nearest municipality to a point', () => {
  const municipios = [
    { nombre: 'Bogotá, D.C.', departamento: 'Bogotá, D.C.', lat: 4.6097, lng: -74.0817 },
    { nombre: 'Soacha', departamento: 'Cundinamarca', lat: 4.5794, lng: -74.2168 },
    { nombre: 'Medellín', departamento: 'Antioquia', lat: 6.2466, lng: -75.5818 },
  ];

  it('by distance on the sphere (the offline map’s DANE points)', () => {
    expect(nearestMunicipio(municipios, { lat: 4.6512, lng: -74.0953 })?.municipio.nombre).toBe('Bogotá, D.C.');
    expect(nearestMunicipio(municipios, { lat: 4.585, lng: -74.2 })?.municipio.nombre).toBe('Soacha');
    const medellin = nearestMunicipio(municipios, { lat: 6.2442, lng: -75.5812 });
    expect(medellin?.municipio.nombre).toBe('Medellín');
    expect(medellin?.metros).toBeLessThan(500);
    expect(nearestMunicipio([], { lat: 0, lng: 0 })).toBeNull();
  });

  it('its department in the API’s list, by name folding case, accents and punctuation', () => {
    const provincias = [
      { id: 5, nombre: 'Antioquia' },
      { id: 11, nombre: 'Bogotá, D.C.' },
      { id: 25, nombre: 'Cundinamarca' },
    ];
    expect(provinciaPorNombre(provincias, 'Bogotá, D.C.')?.id).toBe(11);
    expect(provinciaPorNombre(provincias, 'BOGOTA D C')?.id).toBe(11);
    expect(provinciaPorNombre(provincias, 'Narnia')).toBeUndefined();
    expect(plegar('  Nariño—San Andrés ')).toBe('narino san andres');
  });

  it('then the municipality of that department’s list (the API’s ids), skipping those without a point', () => {
    const localidades = [
      { id: 1, nombre: 'Sin punto', latitud: null, longitud: null },
      { id: 2, nombre: 'Soacha', latitud: 4.5794, longitud: -74.2168 },
      { id: 3, nombre: 'Chía', latitud: 4.8619, longitud: -74.0327 },
    ];
    expect(localidadMasCercana(localidades, { lat: 4.85, lng: -74.05 })?.id).toBe(3);
    expect(localidadMasCercana(localidades.slice(0, 1), { lat: 4.85, lng: -74.05 })).toBeUndefined();
  });
});
