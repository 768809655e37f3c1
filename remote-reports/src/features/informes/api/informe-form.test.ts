import type { InformeDetalle } from 'shared/contracts';
import {
  changedInput,
  EMPTY_INFORME_FORM,
  formToInformeInput,
  informeFieldOf,
  informeToForm,
  validateInformeForm,
  type InformeFormValues,
} from './informe-form';

const TODAY = '2026-05-20';
const valid: InformeFormValues = {
  ...EMPTY_INFORME_FORM,
  servicio_id: '1',
  cliente_id: '2',
  proveedor_id: '3',
  provincia_id: '4',
  localidad_id: '5',
  campana: '  Verano  ',
  fecha: '2026-05-18',
};

describe('report form', () => {
  it('an empty form: one docs/product-spec.md §5 message per required field', () => {
    expect(validateInformeForm(EMPTY_INFORME_FORM, TODAY)).toEqual({
      servicio_id: 'Servicio es requerido',
      cliente_id: 'Cliente es requerido',
      proveedor_id: 'Proveedor es requerido',
      provincia_id: 'Provincia es requerida',
      localidad_id: 'Localidad es requerida',
      campana: 'Campaña es requerida',
      fecha: 'Fecha es requerida',
    });
    expect(validateInformeForm({ ...valid, campana: '   ' }, TODAY)).toEqual({ campana: 'Campaña es requerida' });
    expect(validateInformeForm(valid, TODAY)).toEqual({});
  });

  it('dates: not after today (Bogotá), received not before the work, long texts', () => {
    expect(validateInformeForm({ ...valid, fecha: '2026-05-21' }, TODAY).fecha).toBe('La fecha no puede ser posterior a hoy');
    expect(validateInformeForm({ ...valid, fecha_recepcion: '2026-05-17' }, TODAY).fecha_recepcion).toBe(
      'La fecha de recepción no puede ser anterior a la fecha del informe',
    );
    expect(validateInformeForm({ ...valid, fecha_recepcion: '2026-05-21' }, TODAY).fecha_recepcion).toBe(
      'La fecha de recepción no puede ser posterior a hoy',
    );
    expect(validateInformeForm({ ...valid, fecha_recepcion: '2026-05-18' }, TODAY)).toEqual({});
    expect(validateInformeForm({ ...valid, campana: 'ñ'.repeat(201) }, TODAY).campana).toBe('Campaña supera 200 caracteres');
    // Characters, not UTF-16 units.
    expect(validateInformeForm({ ...valid, campana: '😀'.repeat(200) }, TODAY)).toEqual({});
  });

  it('to the API body: numbers, trimmed campaña, empty optionals as null', () => {
    expect(formToInformeInput({ ...valid, informe_incidencias: '  ', descripcion: ' Texto ' })).toEqual({
      servicio_id: 1,
      cliente_id: 2,
      proveedor_id: 3,
      provincia_id: 4,
      localidad_id: 5,
      campana: 'Verano',
      fecha: '2026-05-18',
      fecha_recepcion: null,
      informe_incidencias: null,
      descripcion: 'Texto',
      ubicacion_lugar: null,
    });
  });

  it('an edit sends only what changed; an emptied description is sent as null', () => {
    const informe = {
      ...formToInformeInput(valid),
      id: 9,
      descripcion: 'Valla en Bello',
      ubicacion_lugar: 'Bello, Antioquia',
    } as unknown as InformeDetalle;
    const initial = informeToForm({ ...informe, campana: 'Verano' });
    expect(changedInput(initial, initial)).toEqual({});
    expect(changedInput(initial, { ...initial, servicio_id: '8', campana: ' Verano ' })).toEqual({ servicio_id: 8 });
    expect(changedInput(initial, { ...initial, descripcion: '' })).toEqual({ descripcion: null });
  });

  it('a server message lands under its field', () => {
    expect(informeFieldOf('La localidad no pertenece a la provincia seleccionada')).toBe('localidad_id');
    expect(informeFieldOf('El proveedor no está asignado a ese cliente')).toBe('cliente_id');
    expect(informeFieldOf('Error de conexión')).toBeUndefined();
  });
});
