import {
  CAMPANA_MESSAGES,
  campanaToForm,
  emptyCampanaForm,
  fieldOfServerError,
  formToCampanaInput,
  formToCampanaPatch,
  validateCampanaForm,
  validateMotivo,
} from './campana-form';
import { campana } from '../test/campanas-fixtures';

const valid = { cliente_id: '3', nombre: ' Lanzamiento ', descripcion: '  ', fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' };

describe('the campaign form', () => {
  it('asks what the API asks, with its messages', () => {
    expect(validateCampanaForm(emptyCampanaForm())).toEqual({
      cliente_id: 'El cliente es obligatorio',
      nombre: 'El nombre es obligatorio',
      fecha_inicio: 'La fecha de inicio es obligatoria',
      fecha_fin: 'La fecha de fin es obligatoria',
    });
    expect(validateCampanaForm(valid)).toEqual({});
    expect(validateCampanaForm({ ...valid, fecha_fin: '2026-02-28' })).toEqual({ fecha_fin: CAMPANA_MESSAGES.fechas });
    expect(validateCampanaForm({ ...valid, fecha_fin: valid.fecha_inicio })).toEqual({});
    expect(validateCampanaForm({ ...valid, nombre: 'x'.repeat(201) }).nombre).toBe('Nombre supera 200 caracteres');
    expect(validateCampanaForm({ ...valid, fecha_inicio: '1/3/2026' }).fecha_inicio).toBe('Fecha de inicio no válida (AAAA-MM-DD)');
  });
  it('sends trimmed texts, an empty description as none, and never the client when editing', () => {
    expect(formToCampanaInput(valid)).toEqual({
      cliente_id: 3,
      nombre: 'Lanzamiento',
      descripcion: null,
      fecha_inicio: '2026-03-01',
      fecha_fin: '2026-03-31',
    });
    expect(formToCampanaPatch(valid)).not.toHaveProperty('cliente_id');
  });
  it('starts from the campaign being edited', () => {
    const form = campanaToForm(campana(1, { cliente_id: 3, nombre: 'L', estado: 'planificada' }));
    expect(form).toEqual({ cliente_id: '3', nombre: 'L', descripcion: '', fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' });
  });
  it('puts the server’s answer under the field it names', () => {
    expect(fieldOfServerError('nombre')).toBe('nombre');
    expect(fieldOfServerError('fecha_fin')).toBe('fecha_fin');
    expect(fieldOfServerError('motivo')).toBeUndefined();
  });
  it('requires a cancellation’s reason', () => {
    expect(validateMotivo('  ')).toBe('Indica el motivo de la cancelación');
    expect(validateMotivo('x'.repeat(501))).toBe('Motivo supera 500 caracteres');
    expect(validateMotivo('El cliente la anuló')).toBeNull();
  });
});
