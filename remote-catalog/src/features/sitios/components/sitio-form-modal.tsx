import { useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from 'shared/api';
import { SITIO_RADIO, TIPO_SITIO_LABELS, TIPOS_SITIO, type Sitio, type SitioInput } from 'shared/contracts';
import { LazyPointPicker, type GeoPoint } from 'shared/map';
import { CheckboxField, FormModal, FullWidth, Select, serverMessage, TextArea, TextInput, tk, useFormState } from 'shared/ui';
import { useLocalidades } from '../../catalogos/hooks/use-localidades';
import { useProvincias } from '../../catalogos/hooks/use-provincias';
import { useRadioPorDefecto } from '../hooks/use-radio-por-defecto';
import type { ProveedorOption } from '../../catalogos/hooks/use-proveedor-options';
import {
  coordinateText,
  emptySitioForm,
  fieldOfServerError,
  formToSitioInput,
  pointOf,
  radioOf,
  sitioToForm,
  validateSitioForm,
  type SitioFormValues,
} from '../api/sitio-form';
import { idParam } from '../api/sitios-query';
import { useLugarCercano } from '../hooks/use-lugar-cercano';

export interface SitioFormModalProps {
  /** The site being edited; null for "Nuevo Sitio". */
  sitio: Sitio | null;
  proveedores: readonly ProveedorOption[];
  loadingProveedores?: boolean;
  onClose: () => void;
  onSubmit: (input: SitioInput) => Promise<unknown>;
}

const Ubicacion = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
  p {
    margin: 0 0 0.5rem;
    font-size: 0.875rem;
    color: ${tk((t) => t.textMuted)};
  }
`;

const TIPO_OPTIONS = TIPOS_SITIO.map((t) => ({ value: t, label: TIPO_SITIO_LABELS[t] }));

/**
 * "Nuevo Sitio" / "Editar Sitio" (administrators): the API's fields and messages (SITIO_FIELD_MESSAGES). A click or a
 * drag on the map sets the coordinates and fills the nearest municipality and its department; typing the coordinates
 * does the same when the field is left. The server checks the municipality against the point: its answer
 * (lejos_del_municipio) lands under the field it names. Mount only while open.
 */
export function SitioFormModal({ sitio, proveedores, loadingProveedores = false, onClose, onSubmit }: SitioFormModalProps) {
  const form = useFormState<SitioFormValues>(() => (sitio ? sitioToForm(sitio) : emptySitioForm()), validateSitioForm, {
    errorText: (error) => serverMessage(error, 'Error guardando el sitio'),
    fieldOf: (_message, error) => fieldOfServerError(isApiError(error) ? error.field : undefined),
  });
  const { values } = form;
  const radioPorDefecto = useRadioPorDefecto();
  const provincias = useProvincias('catalogos/provincias');
  const localidades = useLocalidades(idParam(values.provincia_id) ?? null);
  const lugarCercano = useLugarCercano(provincias.data);
  const [lugar, setLugar] = useState<{ busy: boolean; text: string | null }>({ busy: false, text: null });
  /** The last point the municipality was looked up for; a later answer wins over an earlier one. */
  const looked = useRef<{ key: string; seq: number }>({ key: sitio ? `${sitio.latitud},${sitio.longitud}` : '', seq: 0 });

  const point = pointOf(values);

  /** A point was chosen (map or fields): fill the nearest municipality and its department. */
  const fillLugar = async (p: GeoPoint) => {
    const key = `${p.lat},${p.lng}`;
    if (key === looked.current.key) return;
    const seq = looked.current.seq + 1;
    looked.current = { key, seq };
    setLugar({ busy: true, text: null });
    const found = await lugarCercano(p);
    if (looked.current.seq !== seq) return;
    if (found) {
      form.set('provincia_id', String(found.provincia.id));
      form.set('localidad_id', String(found.localidad.id));
      setLugar({ busy: false, text: `Municipio más cercano al punto: ${found.localidad.nombre} (${found.provincia.nombre}).` });
    } else {
      setLugar({ busy: false, text: 'No se encontró un municipio cercano al punto: elija el departamento y el municipio.' });
    }
  };

  const onMapPoint = (p: GeoPoint) => {
    form.set('latitud', coordinateText(p.lat));
    form.set('longitud', coordinateText(p.lng));
    void fillLugar(p);
  };

  const onCoordinateBlur = () => {
    if (point) void fillLugar(point);
  };

  // Keep the current ids selectable while their lists load.
  const provinciaOptions = (provincias.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }));
  if (values.provincia_id && !provinciaOptions.some((o) => o.value === values.provincia_id))
    provinciaOptions.unshift({ value: values.provincia_id, label: sitio?.provincia ?? 'Cargando…' });
  const localidadOptions = (localidades.data ?? []).map((l) => ({ value: String(l.id), label: l.nombre }));
  if (values.localidad_id && !localidadOptions.some((o) => o.value === values.localidad_id))
    localidadOptions.unshift({ value: values.localidad_id, label: sitio?.localidad ?? 'Cargando…' });
  const proveedorOptions = proveedores.map((p) => ({ value: String(p.id), label: p.nombre }));
  if (sitio?.proveedor_id && !proveedorOptions.some((o) => o.value === String(sitio.proveedor_id)))
    proveedorOptions.unshift({ value: String(sitio.proveedor_id), label: sitio.proveedor ?? 'Cargando…' });

  const radio = radioOf(values.radio_m);

  return (
    <FormModal
      title={sitio ? 'Editar Sitio' : 'Nuevo Sitio'}
      submitLabel={sitio ? 'Guardar cambios' : 'Crear Sitio'}
      size="lg"
      form={form}
      onSave={(v) => onSubmit(formToSitioInput(v))}
      onClose={onClose}
    >
      <TextInput label="Código" required autoComplete="off" {...form.field('codigo')} />
      <TextInput label="Nombre" required autoComplete="off" {...form.field('nombre')} />
      <Select label="Tipo" required placeholder="Seleccione un tipo" options={TIPO_OPTIONS} {...form.field('tipo')} />
      <TextInput label="Dirección" autoComplete="off" {...form.field('direccion')} />
      <FullWidth>
        <Ubicacion>
          <legend>Ubicación</legend>
          <p>Haga clic en el mapa o arrastre el punto; o escriba la latitud y la longitud. El municipio más cercano se completa solo.</p>
          <LazyPointPicker
            value={point}
            onChange={onMapPoint}
            radiusM={radio !== null && !Number.isNaN(radio) ? radio : radioPorDefecto}
            tipo={values.tipo || null}
            height="min(20rem, 45vh)"
          />
        </Ubicacion>
      </FullWidth>
      <TextInput
        label="Latitud"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="4,6097"
        {...form.field('latitud')}
        onBlur={onCoordinateBlur}
      />
      <TextInput
        label="Longitud"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="-74,0817"
        {...form.field('longitud')}
        onBlur={onCoordinateBlur}
      />
      <Select
        label="Departamento"
        required
        placeholder={provincias.isPending ? 'Cargando departamentos…' : 'Seleccione un departamento'}
        options={provinciaOptions}
        value={values.provincia_id}
        error={form.errors.provincia_id}
        onChange={(id) => {
          form.set('provincia_id', id);
          form.set('localidad_id', '');
        }}
      />
      <Select
        label="Municipio"
        required
        placeholder={values.provincia_id ? 'Seleccione un municipio' : 'Primero seleccione un departamento'}
        options={localidadOptions}
        disabled={!values.provincia_id}
        hint={lugar.busy ? 'Buscando el municipio más cercano…' : (lugar.text ?? undefined)}
        {...form.field('localidad_id')}
      />
      <TextInput
        label="Radio (m)"
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(radioPorDefecto)}
        hint={`Entre ${SITIO_RADIO.min} y ${SITIO_RADIO.max} m. Vacío: el radio por defecto.`}
        {...form.field('radio_m')}
      />
      <Select
        label="Proveedor"
        placeholder={loadingProveedores ? 'Cargando proveedores…' : 'Sin proveedor'}
        options={proveedorOptions}
        {...form.field('proveedor_id')}
      />
      <FullWidth>
        <CheckboxField label="Activo" checked={values.activo} onChange={(activo) => form.set('activo', activo)} />
      </FullWidth>
      <FullWidth>
        <TextArea label="Notas" rows={3} {...form.field('notas')} />
      </FullWidth>
    </FormModal>
  );
}
