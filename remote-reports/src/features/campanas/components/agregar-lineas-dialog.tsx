import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from 'shared/api';
import { TIPO_SITIO_LABELS, type ApiSchema, type OpcionInforme, type SitiosMapa, type SitiosPage } from 'shared/contracts';
import { formatInteger } from 'shared/format';
import { LazySitesMap, SiteSymbol, type MapSite } from 'shared/map';
import {
  AlertIcon,
  Button,
  focusRing,
  FormError,
  FormGrid,
  FullWidth,
  Icon,
  Modal,
  Notice,
  SearchBox,
  SegmentedControl,
  serverMessage,
  Skeleton,
  TextArea,
  tk,
  useApiQuery,
  useFormState,
} from 'shared/ui';
import {
  emptyAgregarLineas,
  fieldOfLineaError,
  parseCodigos,
  toggleSitio,
  toLineasInput,
  validateAgregarLineas,
  type AgregarLineasValues,
  type SitioElegido,
} from '../api/lineas-form';
import { ReglasFields } from './reglas-fields';

type Agregadas = ApiSchema<'CampanaLineasAgregadas'>;
type Modo = 'lista' | 'mapa' | 'codigos';

const MODOS: { value: Modo; label: string; icon: 'list' | 'map' | 'upload' }[] = [
  { value: 'lista', label: 'Buscar', icon: 'list' },
  { value: 'mapa', label: 'Mapa', icon: 'map' },
  { value: 'codigos', label: 'Pegar códigos', icon: 'upload' },
];

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  max-height: 16rem;
  overflow-y: auto;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.375rem 0.25rem;
    cursor: pointer;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.125rem 0.25rem 0.125rem 0.625rem;
    border: 1px solid ${tk((t) => t.border)};
    border-radius: 999px;
    background: ${tk((t) => t.surfaceMuted)};
    font-size: 0.875rem;
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
    &:hover {
      background: ${tk((t) => t.border)};
    }
    &:focus-visible {
      ${focusRing}
    }
  }
`;

const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  color: ${tk((t) => t.dangerText)};
  font-size: 0.875rem;
`;

const Rejected = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

const RejectedBlock = styled.div`
  margin-bottom: 1rem;
`;

export interface AgregarLineasDialogProps {
  campanaNombre: string;
  /** The campaign's sites already (shown as such in the search, not chosen again). */
  enCampana: ReadonlySet<number>;
  proveedores: readonly OpcionInforme[];
  servicios: readonly OpcionInforme[];
  /** POST /campanas/:id/lineas. */
  onSubmit: (input: ApiSchema<'CampanaLineasInput'>) => Promise<Agregadas>;
  onClose: () => void;
}

/** Search of the site list (GET /sitios, active sites, 10 at a time). */
function BuscarSitios({
  elegidos,
  enCampana,
  onToggle,
}: {
  elegidos: readonly SitioElegido[];
  enCampana: ReadonlySet<number>;
  onToggle: (s: SitioElegido) => void;
}) {
  const [search, setSearch] = useState('');
  const query = { search: search || undefined, activo: true, limit: 10 as const, page: 1 };
  const sitios = useApiQuery<SitiosPage>({
    queryKey: ['sitios', 'list', query],
    path: 'sitios',
    searchParams: { ...query },
    placeholderData: keepPreviousData,
    errorToast: 'Error cargando sitios',
  });
  const data = sitios.data;
  return (
    <>
      <SearchBox label="Buscar sitios" placeholder="Código, nombre o dirección" value={search} delay={350} onSearch={setSearch} />
      {!data ? (
        <Skeleton style={{ display: 'block', height: '6rem' }} aria-label="Cargando sitios" />
      ) : data.data.length === 0 ? (
        <Muted role="status">Ningún sitio activo coincide con la búsqueda.</Muted>
      ) : (
        <>
          <Muted role="status">
            {data.meta.total > data.data.length
              ? `Se muestran ${data.data.length} de ${formatInteger(data.meta.total)} sitios: escriba más para acotar.`
              : `${formatInteger(data.meta.total)} ${data.meta.total === 1 ? 'sitio' : 'sitios'}.`}
          </Muted>
          <Results aria-label="Sitios encontrados">
            {data.data.map((s) => {
              const ya = enCampana.has(s.id);
              return (
                <li key={s.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={ya || elegidos.some((e) => e.id === s.id)}
                      disabled={ya}
                      onChange={() => onToggle({ id: s.id, codigo: s.codigo, nombre: s.nombre })}
                    />
                    <SiteSymbol tipo={s.tipo} size={18} />
                    <span>
                      <strong>{s.codigo}</strong> · {s.nombre} <Muted>({s.localidad})</Muted>
                      {ya && <Muted> — ya está en la campaña</Muted>}
                    </span>
                  </label>
                </li>
              );
            })}
          </Results>
        </>
      )}
    </>
  );
}

/** The map of every active site (GET /sitios/mapa): a click on a site chooses it, another unchooses it. */
function MapaSitios({
  elegidos,
  enCampana,
  onToggle,
}: {
  elegidos: readonly SitioElegido[];
  enCampana: ReadonlySet<number>;
  onToggle: (s: SitioElegido) => void;
}) {
  const [last, setLast] = useState<number | null>(null);
  const mapa = useApiQuery<SitiosMapa>({
    queryKey: ['sitios', 'mapa', { activo: true }],
    path: 'sitios/mapa',
    searchParams: { activo: true },
    errorToast: 'Error cargando el mapa de sitios',
  });
  const puntos = mapa.data?.data;
  const sites = useMemo<MapSite[]>(
    () =>
      (puntos ?? []).map((p) => ({ id: p.id, codigo: p.codigo, nombre: p.nombre, tipo: p.tipo, lat: p.latitud, lng: p.longitud, activo: p.activo })),
    [puntos],
  );
  const clicked = puntos?.find((p) => p.id === last);
  const choose = (id: number) => {
    const p = puntos?.find((x) => x.id === id);
    setLast(id);
    if (p && !enCampana.has(p.id)) onToggle({ id: p.id, codigo: p.codigo, nombre: p.nombre });
  };
  if (!mapa.data) return <Skeleton style={{ display: 'block', height: 'min(22rem, 50vh)' }} aria-label="Cargando el mapa de sitios" />;
  return (
    <>
      <Muted>Haga clic en un sitio (o selecciónelo con el teclado y pulse Intro) para elegirlo; otra vez, para quitarlo.</Muted>
      <LazySitesMap sites={sites} selectedId={last} onSiteClick={choose} height="min(22rem, 50vh)" />
      {clicked && (
        <Muted aria-live="polite">
          {clicked.codigo} · {clicked.nombre} ({TIPO_SITIO_LABELS[clicked.tipo]}):{' '}
          {enCampana.has(clicked.id) ? 'ya está en la campaña' : elegidos.some((e) => e.id === clicked.id) ? 'elegido' : 'no elegido'}
        </Muted>
      )}
    </>
  );
}

/**
 * "Agregar sitios" (administrators): sites chosen from a search of the list, from the map (a click), or pasted as codes
 * (one per line, or separated by commas or semicolons), all with the same provider, service and checks. The API adds
 * what it can and says why it refused the rest: those stay listed here, and the dialog stays open to fix them.
 */
export function AgregarLineasDialog({ campanaNombre, enCampana, proveedores, servicios, onSubmit, onClose }: AgregarLineasDialogProps) {
  const formId = useId();
  const errorId = useId();
  const [modo, setModo] = useState<Modo>('lista');
  const [rechazadas, setRechazadas] = useState<Agregadas['rechazadas'] | null>(null);
  const [agregadas, setAgregadas] = useState(0);
  const codigosRef = useRef<HTMLTextAreaElement>(null);
  // After a partial add, the focus goes to the refused codes left in the box (the button it was on was busy).
  useEffect(() => {
    if (rechazadas) codigosRef.current?.focus();
  }, [rechazadas]);
  const form = useFormState<AgregarLineasValues>(emptyAgregarLineas, validateAgregarLineas, {
    errorText: (error) => serverMessage(error, 'Error agregando los sitios'),
    fieldOf: (_m, error) => fieldOfLineaError(isApiError(error) ? error.field : undefined),
  });
  const { values, busy } = form;
  const toggle = (s: SitioElegido) => form.set('sitios', toggleSitio(values.sitios, s));
  const codigos = parseCodigos(values.codigos);

  const save = async (v: AgregarLineasValues) => {
    const answer = await onSubmit(toLineasInput(v));
    if (answer.rechazadas.length === 0) {
      onClose();
      return;
    }
    // What was added is done; what was refused stays to be fixed (its codes left in the box).
    setAgregadas((n) => n + answer.agregadas);
    setRechazadas(answer.rechazadas);
    form.set('sitios', []);
    form.set(
      'codigos',
      answer.rechazadas
        .filter((r) => !r.sitio.startsWith('#'))
        .map((r) => r.sitio)
        .join('\n'),
    );
    setModo('codigos');
  };

  return (
    <Modal
      open
      onClose={() => !busy && onClose()}
      title="Agregar sitios"
      size="lg"
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {rechazadas ? 'Cerrar' : 'Cancelar'}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            Agregar sitios
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit(save)} noValidate>
        <FormError message={form.serverError} />
        {rechazadas && (
          <RejectedBlock>
            <Notice
              tone="warning"
              title={`${agregadas === 1 ? '1 sitio agregado' : `${formatInteger(agregadas)} sitios agregados`}; ${rechazadas.length === 1 ? '1 no se agregó' : `${rechazadas.length} no se agregaron`}`}
            >
              Sus códigos quedan en «Pegar códigos»: corríjalos y agréguelos de nuevo, o cierre.
            </Notice>
            <Rejected aria-label="Sitios no agregados">
              {rechazadas.map((r) => (
                <li key={r.sitio}>
                  <strong>{r.sitio}</strong>: {r.motivo}
                </li>
              ))}
            </Rejected>
          </RejectedBlock>
        )}
        <FormGrid>
          <FullWidth>
            <Fieldset aria-describedby={form.errors.sitios ? errorId : undefined}>
              <legend>Sitios para «{campanaNombre}»</legend>
              <SegmentedControl label="Cómo elegir los sitios" options={MODOS} value={modo} onChange={setModo} />
              {modo === 'lista' && <BuscarSitios elegidos={values.sitios} enCampana={enCampana} onToggle={toggle} />}
              {modo === 'mapa' && <MapaSitios elegidos={values.sitios} enCampana={enCampana} onToggle={toggle} />}
              {modo === 'codigos' && (
                <TextArea
                  ref={codigosRef}
                  label="Códigos de sitio"
                  rows={5}
                  hint={`Uno por línea, o separados por comas o punto y coma.${codigos.length ? ` ${codigos.length === 1 ? '1 código' : `${formatInteger(codigos.length)} códigos`}.` : ''}`}
                  {...form.field('codigos')}
                  error={form.errors.codigos ?? form.errors.sitios}
                />
              )}
              {values.sitios.length > 0 && (
                <div>
                  <Muted id={`${formId}-elegidos`}>
                    {values.sitios.length === 1 ? '1 sitio elegido' : `${formatInteger(values.sitios.length)} sitios elegidos`}
                  </Muted>
                  <Chips aria-labelledby={`${formId}-elegidos`}>
                    {values.sitios.map((s) => (
                      <li key={s.id}>
                        {s.codigo}
                        <button type="button" aria-label={`Quitar ${s.codigo} ${s.nombre}`} onClick={() => toggle(s)}>
                          <Icon name="close" size={14} />
                        </button>
                      </li>
                    ))}
                  </Chips>
                </div>
              )}
              {form.errors.sitios && modo !== 'codigos' && (
                <ErrorText id={errorId} role="alert">
                  <AlertIcon /> {form.errors.sitios}
                </ErrorText>
              )}
            </Fieldset>
          </FullWidth>
          <ReglasFields form={form} proveedores={proveedores} servicios={servicios} />
        </FormGrid>
      </form>
    </Modal>
  );
}
