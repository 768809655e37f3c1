import { ApiError } from 'shared/api';
import type { InformeDetalle, InformeInput } from 'shared/contracts';
import {
  changedInput,
  EMPTY_INFORME_FORM,
  formToInformeInput,
  informeFieldOf,
  informeToForm,
  inputToForm,
  linkErrorText,
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

  it('the campaign, site and check chosen go in the body (and come back from a draft or the outbox); none, nothing new', () => {
    expect(formToInformeInput(valid)).not.toHaveProperty('campana_id');
    const linked = formToInformeInput({ ...valid, campana_id: '7', sitio_id: '21', control_id: '305' });
    expect(linked).toMatchObject({ campana_id: 7, sitio_id: 21, control_id: 305 });
    expect(inputToForm(linked)).toMatchObject({ campana_id: '7', sitio_id: '21', control_id: '305' });
    expect(inputToForm(formToInformeInput({ ...valid, campana_id: '7' }))).toMatchObject({ campana_id: '7', sitio_id: '', control_id: '' });
    // A queued report of an older release has no link: the form shows none.
    const older: InformeInput = formToInformeInput(valid);
    expect(inputToForm(older)).toMatchObject({ campana_id: '', sitio_id: '', control_id: '' });
  });

  it('an edit sends a changed link, and a removed one as null', () => {
    const initial: InformeFormValues = { ...valid, campana_id: '7', sitio_id: '21', control_id: '305' };
    expect(changedInput(initial, initial)).toEqual({});
    expect(changedInput(initial, { ...initial, control_id: '306' })).toEqual({ control_id: 306 });
    expect(changedInput(initial, { ...initial, sitio_id: '22', control_id: '' })).toEqual({ sitio_id: 22, control_id: null });
    expect(changedInput(initial, { ...initial, campana: 'Otra', campana_id: '', sitio_id: '', control_id: '' })).toEqual({
      campana: 'Otra',
      campana_id: null,
      sitio_id: null,
      control_id: null,
    });
    expect(changedInput({ ...valid }, { ...valid, campana_id: '7', sitio_id: '21' })).toEqual({ campana_id: 7, sitio_id: 21 });
  });

  it("a refused link lands under Campaña, Sitio or Control by its code, in the server's Spanish", () => {
    const refused = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);
    const m = 'El sitio no está en esa campaña (o su línea fue cancelada)';
    expect(informeFieldOf(m, refused('sitio_fuera_de_campana', m, 'sitio_id'))).toBe('sitio_id');
    expect(informeFieldOf('x', refused('sitio_de_otro_proveedor', 'x'))).toBe('sitio_id');
    expect(informeFieldOf('x', refused('control_fuera_de_linea', 'x'))).toBe('control_id');
    expect(informeFieldOf('x', refused('campana_cancelada', 'x'))).toBe('campana');
    expect(informeFieldOf('x', refused('campana_inexistente', 'x', 'campana_id'))).toBe('campana');
    // An outbox entry's error is a plain { code, message }.
    expect(informeFieldOf('x', { code: 'control_fuera_de_linea', message: 'x' })).toBe('control_id');
    // Another code whose field the server names.
    expect(informeFieldOf('Otro', refused('otro', 'Otro', 'sitio_id'))).toBe('sitio_id');
    expect(linkErrorText({ code: 'sitio_de_otro_proveedor', message: '' })).toBe('Ese sitio de la campaña está a cargo de otro proveedor');
    expect(linkErrorText({ code: 'sitio_fuera_de_campana', message: m })).toBe(m);
    expect(linkErrorText({ code: 'validacion', message: 'Servicio es requerido' })).toBeNull();
    expect(linkErrorText(null)).toBeNull();
  });
});
