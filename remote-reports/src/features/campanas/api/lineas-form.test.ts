import {
  diasOf,
  emptyAgregarLineas,
  fieldOfLineaError,
  formToReglas,
  LINEA_MESSAGES,
  parseCodigos,
  reglasText,
  toggleSitio,
  toLineasInput,
  validateAgregarLineas,
  validateReglas,
} from './lineas-form';

const reglas = { proveedor_id: '7', servicio_id: '2', instalacion_dias: '3', verificacion_cada_dias: '', retiro_dias: '' };

describe('parseCodigos', () => {
  it('takes one code per line, or separated by commas, semicolons or tabs; blanks dropped; each code once, folding case', () => {
    expect(parseCodigos('VAL-1\r\nval-2; MUP-3 ,\n\n  VAL-1 \tPAN-4;;')).toEqual(['VAL-1', 'val-2', 'MUP-3', 'PAN-4']);
    expect(parseCodigos('a\nA\n')).toEqual(['a']);
    expect(parseCodigos('  \n ; , ')).toEqual([]);
  });
});

describe('the rules of a line', () => {
  it('are the API’s, with its messages', () => {
    expect(validateReglas(reglas)).toEqual({});
    expect(validateReglas({ proveedor_id: '', servicio_id: '', instalacion_dias: '', verificacion_cada_dias: '0', retiro_dias: '91' })).toEqual({
      proveedor_id: 'El proveedor es obligatorio',
      servicio_id: 'El servicio es obligatorio',
      instalacion_dias: 'Indica los días para la instalación',
      verificacion_cada_dias: 'Verificación cada 1 a 365 días',
      retiro_dias: 'Días de retiro entre 0 y 90',
    });
    expect(validateReglas({ ...reglas, instalacion_dias: '91' }).instalacion_dias).toBe('Días de instalación entre 0 y 90');
    expect(validateReglas({ ...reglas, instalacion_dias: '2,5' }).instalacion_dias).toBe('Días de instalación entre 0 y 90');
    expect(validateReglas({ ...reglas, instalacion_dias: '0', verificacion_cada_dias: '365', retiro_dias: '0' })).toEqual({});
  });
  it('send an empty optional rule as none (null)', () => {
    expect(formToReglas({ ...reglas, verificacion_cada_dias: ' 7 ' })).toEqual({
      proveedor_id: 7,
      servicio_id: 2,
      instalacion_dias: 3,
      verificacion_cada_dias: 7,
      retiro_dias: null,
    });
    expect(diasOf('')).toBeNull();
    expect(diasOf('x')).toBeNaN();
  });
  it('read in words', () => {
    expect(reglasText({ instalacion_dias: 3, verificacion_cada_dias: 7, retiro_dias: 1 })).toBe(
      'Instalación hasta 3 días tras el inicio · verificación cada 7 días · retiro hasta 1 día tras el fin',
    );
    expect(reglasText({ instalacion_dias: 0, verificacion_cada_dias: null, retiro_dias: null })).toBe('Instalación el día del inicio');
  });
});

describe('adding sites', () => {
  const valla = { id: 5, codigo: 'VAL-5', nombre: 'Valla' };
  it('needs at least one site, chosen or pasted', () => {
    expect(validateAgregarLineas({ ...emptyAgregarLineas(), ...reglas }).sitios).toBe(LINEA_MESSAGES.sinSitios);
    expect(validateAgregarLineas({ ...emptyAgregarLineas(), ...reglas, codigos: ' ;\n' }).sitios).toBe(LINEA_MESSAGES.sinSitios);
    expect(validateAgregarLineas({ ...emptyAgregarLineas(), ...reglas, codigos: 'VAL-1' })).toEqual({});
    expect(validateAgregarLineas({ ...emptyAgregarLineas(), ...reglas, sitios: [valla] })).toEqual({});
  });
  it('sends the chosen sites by id and the pasted ones by code, with the same rules', () => {
    expect(toLineasInput({ ...emptyAgregarLineas(), ...reglas, sitios: [valla], codigos: 'MUP-1;MUP-2' })).toEqual({
      sitio_ids: [5],
      codigos: ['MUP-1', 'MUP-2'],
      proveedor_id: 7,
      servicio_id: 2,
      instalacion_dias: 3,
      verificacion_cada_dias: null,
      retiro_dias: null,
    });
    expect(toLineasInput({ ...emptyAgregarLineas(), ...reglas, codigos: 'MUP-1' })).not.toHaveProperty('sitio_ids');
  });
  it('unchooses a site chosen again', () => {
    expect(toggleSitio([], valla)).toEqual([valla]);
    expect(toggleSitio([valla], valla)).toEqual([]);
  });
  it('puts the server’s answer about the sites under them, and about a rule under it', () => {
    expect(fieldOfLineaError('sitio_ids')).toBe('sitios');
    expect(fieldOfLineaError('codigos')).toBe('sitios');
    expect(fieldOfLineaError('proveedor_id')).toBe('proveedor_id');
    expect(fieldOfLineaError('otro')).toBeUndefined();
  });
});
