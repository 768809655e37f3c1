import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Button, FullWidth, Select, tk, type FormState } from 'shared/ui';
import {
  campanaDeNombre,
  controlPorDefecto,
  etiquetaControl,
  etiquetaSitio,
  sitiosPorCercania,
  type CampanaParaInforme,
  type Posicion,
  type SitioParaInforme,
} from '../api/campana-sitio';
import type { InformeFormValues } from '../api/informe-form';
import { useCampanasParaInforme } from '../hooks/use-campanas-para-informe';
import { usePosicion } from '../hooks/use-posicion';
import { CampanaCombobox } from './campana-combobox';

const Cercania = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

export interface CampanaCamposProps {
  form: FormState<InformeFormValues>;
  /** Where the phone is by the form's own source (a photo's GPS), if known. */
  posicion?: Posicion | null;
}

/** Sets the campaign, site and check at once. */
function setLink(form: FormState<InformeFormValues>, campana: string, sitio: string, control: string) {
  form.set('campana_id', campana);
  form.set('sitio_id', sitio);
  form.set('control_id', control);
}

/**
 * Campaña (the spec's text field, now suggesting the client's open campaigns), then, once one of them is chosen and it
 * has sites of the chosen provider, "Sitio" (nearest first with the distance when the phone's position is known) and
 * "Control" (by default the one whose window holds the report's date). A site places the report: its department and
 * municipality are filled (the server makes them follow the site anyway). docs/decisions/sitios-campanas.md.
 */
export function CampanaCampos({ form, posicion = null }: CampanaCamposProps) {
  const v = form.values;
  const clienteId = v.cliente_id ? Number(v.cliente_id) : null;
  const proveedorId = v.proveedor_id ? Number(v.proveedor_id) : null;
  const query = useCampanasParaInforme(clienteId, proveedorId);
  const campanas = useMemo(() => query.data ?? [], [query.data]);
  const campana = campanas.find((c) => String(c.id) === v.campana_id);
  const sitio = campana?.sitios.find((s) => String(s.sitio_id) === v.sitio_id);
  const showSitio = campana !== undefined && campana.sitios.length > 0;

  // The check follows the report's date while the user has not chosen another one.
  const autoControl = useRef<string | null>(null);
  useEffect(() => {
    if (!sitio) return;
    const porFecha = controlPorDefecto(sitio.controles, v.fecha);
    const next = porFecha ? String(porFecha.id) : '';
    if ((v.control_id === '' || v.control_id === autoControl.current) && next !== v.control_id) form.set('control_id', next);
    autoControl.current = next;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new site or date only
  }, [sitio, v.fecha]);

  // Its check is left to the effect above: the one of the report's date.
  const chooseSitio = (s: SitioParaInforme | undefined) => {
    form.set('sitio_id', s ? String(s.sitio_id) : '');
    form.set('control_id', '');
    if (!s) return;
    form.set('provincia_id', String(s.provincia_id));
    form.set('localidad_id', String(s.localidad_id));
    if (!v.servicio_id) form.set('servicio_id', String(s.servicio_id));
  };

  const pick = (c: CampanaParaInforme) => {
    form.set('campana', c.nombre);
    if (String(c.id) === v.campana_id) return;
    setLink(form, String(c.id), '', '');
    if (c.sitios.length === 1) chooseSitio(c.sitios[0]);
  };

  const onText = (text: string) => {
    form.set('campana', text);
    // A typed name of one of the client's campaigns is that campaign (the server attaches it the same way).
    const match = campanaDeNombre(campanas, text);
    if (match && String(match.id) === v.campana_id) return;
    if (match) setLink(form, String(match.id), '', '');
    else if (v.campana_id) setLink(form, '', '', '');
  };

  // A refused site or check whose picker is not shown (the campaign no longer offered) is said under Campaña.
  const campanaError = form.errors.campana ?? (showSitio ? undefined : (form.errors.sitio_id ?? form.errors.control_id));

  return (
    <>
      <FullWidth>
        <CampanaCombobox value={v.campana} error={campanaError} campanas={campanas} onChange={onText} onPick={pick} />
      </FullWidth>
      {showSitio && <SitioYControl form={form} campana={campana} sitio={sitio} posicion={posicion} onSitio={chooseSitio} />}
    </>
  );
}

interface SitioYControlProps {
  form: FormState<InformeFormValues>;
  campana: CampanaParaInforme;
  sitio: SitioParaInforme | undefined;
  posicion: Posicion | null;
  onSitio: (sitio: SitioParaInforme | undefined) => void;
}

/**
 * "Sitio" and "Control" of a chosen campaign with sites. The phone's position is looked for only from here: a form
 * whose campaign offers no site (or none yet) never asks the browser where it is.
 */
function SitioYControl({ form, campana, sitio, posicion, onSitio }: SitioYControlProps) {
  const p = usePosicion(posicion);
  const sitios = useMemo(() => sitiosPorCercania(campana.sitios, p.posicion), [campana, p.posicion]);
  return (
    <>
      <Select
        label="Sitio"
        placeholder="Sin sitio"
        options={sitios.map((s) => ({ value: String(s.sitio.sitio_id), label: etiquetaSitio(s) }))}
        value={form.values.sitio_id}
        error={form.errors.sitio_id}
        onChange={(id) => onSitio(campana.sitios.find((s) => String(s.sitio_id) === id))}
      />
      <Select
        label="Control"
        placeholder={sitio ? 'Según la fecha del informe' : 'Primero seleccione un sitio'}
        options={(sitio?.controles ?? []).map((c) => ({ value: String(c.id), label: etiquetaControl(c) }))}
        disabled={!sitio}
        value={form.values.control_id}
        error={form.errors.control_id}
        onChange={(id) => form.set('control_id', id)}
      />
      <FullWidth>
        <Cercania>
          <span role="status">
            {p.fuente === 'fotos' && 'Sitios ordenados por cercanía, según el GPS de las fotos.'}
            {p.fuente === 'navegador' && 'Sitios ordenados por cercanía, según su ubicación.'}
            {p.fuente === null && p.estado === 'buscando' && 'Buscando su ubicación…'}
            {p.fuente === null && p.estado === 'denegada' && 'Sin permiso para conocer su ubicación: sitios ordenados por código.'}
            {p.fuente === null && p.estado === 'no_disponible' && 'No se pudo conocer su ubicación: sitios ordenados por código.'}
          </span>
          {p.fuente === null && p.disponible && p.estado !== 'buscando' && (
            <Button type="button" size="sm" variant="secondary" onClick={p.pedir}>
              Ordenar por cercanía
            </Button>
          )}
        </Cercania>
      </FullWidth>
    </>
  );
}
