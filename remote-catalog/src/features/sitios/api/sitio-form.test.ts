import type { Sitio } from 'shared/contracts';
import {
  SITIO_MESSAGES,
  coordinateText,
  emptySitioForm,
  fieldOfServerError,
  formToSitioInput,
  parseDecimal,
  pointOf,
  sitioToForm,
  validateSitioForm,
  type SitioFormValues,
} from './sitio-form';

const filled = (over: Partial<SitioFormValues> = {}): SitioFormValues => ({
  ...emptySitioForm(),
  codigo: ' VAL-001 ',
  nombre: 'Valla Calle 26',
  tipo: 'valla',
  provincia_id: '11',
  localidad_id: '151',
  latitud: '4,6512',
  longitud: '-74.0953',
  ...over,
});

describe('coordinates as people type them', () => {
  it('decimal comma or point, spaces around', () => {
    expect([parseDecimal('4,6097'), parseDecimal(' -74.0817 '), parseDecimal('.5'), parseDecimal('+3')]).toEqual([4.6097, -74.0817, 0.5, 3]);
    for (const bad of ['', 'norte', '4,6,1', '4.6.1', '1e3', '4 6']) expect(parseDecimal(bad)).toBeNaN();
  });

  it('the point of the form only when both are numbers in range', () => {
    expect(pointOf({ latitud: '4,6512', longitud: '-74,0953' })).toEqual({ lat: 4.6512, lng: -74.0953 });
    expect(pointOf({ latitud: '95', longitud: '-74' })).toBeNull();
    expect(pointOf({ latitud: '4', longitud: '' })).toBeNull();
    expect(coordinateText(4.65120049)).toBe('4.6512');
  });
});

describe('validation: the API’s rules and messages (SITIO_FIELD_MESSAGES)', () => {
  it('an empty form: every required field, word for word', () => {
    expect(validateSitioForm(emptySitioForm())).toEqual({
      codigo: 'El código es obligatorio',
      nombre: 'El nombre es obligatorio',
      tipo: 'El tipo es obligatorio',
      provincia_id: 'El departamento es obligatorio',
      localidad_id: 'El municipio es obligatorio',
      latitud: 'La latitud es obligatoria',
      longitud: 'La longitud es obligatoria',
    });
  });

  it('lengths, ranges and the radius', () => {
    const errors = validateSitioForm(
      filled({
        codigo: 'x'.repeat(51),
        nombre: 'n'.repeat(151),
        direccion: 'd'.repeat(201),
        latitud: '91',
        longitud: 'oeste',
        radio_m: '5',
        notas: 'n'.repeat(1001),
      }),
    );
    expect(errors).toEqual({
      codigo: SITIO_MESSAGES.codigoLargo,
      nombre: SITIO_MESSAGES.nombreLargo,
      direccion: SITIO_MESSAGES.direccionLarga,
      latitud: 'Latitud entre -90 y 90',
      longitud: 'Longitud entre -180 y 180',
      radio_m: 'El radio debe estar entre 10 y 5000 metros',
      notas: 'Notas supera 1000 caracteres',
    });
    expect(validateSitioForm(filled({ radio_m: '12.5' })).radio_m).toBe('El radio es un número entero de metros');
    expect(validateSitioForm(filled())).toEqual({});
  });
});

describe('the body sent', () => {
  it('trimmed texts, numbers, null for what is empty; an empty radius leaves the API’s default', () => {
    expect(formToSitioInput(filled())).toEqual({
      codigo: 'VAL-001',
      nombre: 'Valla Calle 26',
      tipo: 'valla',
      direccion: null,
      provincia_id: 11,
      localidad_id: 151,
      latitud: 4.6512,
      longitud: -74.0953,
      proveedor_id: null,
      activo: true,
      notas: null,
    });
    expect(formToSitioInput(filled({ radio_m: '300', proveedor_id: '4', activo: false, notas: ' Frente al parque ' }))).toMatchObject({
      radio_m: 300,
      proveedor_id: 4,
      activo: false,
      notas: 'Frente al parque',
    });
  });

  it('a site edited comes back unchanged', () => {
    const sitio = {
      codigo: 'MUP-9',
      nombre: 'Mupi',
      tipo: 'mupi',
      direccion: null,
      provincia_id: 1,
      localidad_id: 2,
      latitud: 6.2442,
      longitud: -75.5812,
      radio_m: 150,
      proveedor_id: 3,
      activo: true,
      notas: null,
    } as Sitio;
    expect(formToSitioInput(sitioToForm(sitio))).toEqual({ ...sitio });
  });

  it('the server names the field of its error (campo): it lands under that field when the form has it', () => {
    expect([fieldOfServerError('latitud'), fieldOfServerError('codigo'), fieldOfServerError('archivo_id'), fieldOfServerError(undefined)]).toEqual([
      'latitud',
      'codigo',
      undefined,
      undefined,
    ]);
  });
});
