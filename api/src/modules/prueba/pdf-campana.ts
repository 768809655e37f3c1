import {
  distanciaMetros,
  ESTADO_CAMPANA_LABELS,
  ESTADO_CONTROL_LABELS,
  estadoLabel,
  formatoDistancia,
  nombreControl,
  TIPO_SITIO_LABELS,
  verificacionInforme,
  type Cumplimiento,
  type EstadoControl,
} from 'shared/contracts';
import { formatPercent } from 'shared/format';
import { formatFecha, formatFechaRange } from '../fotos';
import type { InformeExportRow } from '../informes';
import type { Linea } from '../campanas';
import type { PaqueteCampanaData, SitioPaquete } from './campana-service';
import { writeFoto, type PaqueteSources } from './pdf';
import {
  COLOR,
  ensureRoom,
  formatBogotaInstant,
  formatCoordinate,
  MARGIN,
  pageLimit,
  plural,
  toPdfText,
  usableWidth,
  writeFields,
  writeHeading,
} from './pdf-layout';
import { writeFooters, writeManifiestoSection } from './pdf-manifiesto';
import { drawMapa, type FormaPunto } from './pdf-mapa';
import type { FotoPaquete } from './repository';

/**
 * A campaign's proof pack (docs/decisions/proof-pack.md, "Campaign pack"): the cover with the campaign and its
 * compliance, the compliance table site by site, the map of its sites, a section per site with each check, the reports
 * that answer it and their photos (with the distance to the site), and the manifest; then every page's foot.
 */
export async function writePaqueteCampana(doc: PDFKit.PDFDocument, d: PaqueteCampanaData, sources: PaqueteSources): Promise<void> {
  writeCover(doc, d);
  writeTabla(doc, d);
  await writeMapaSitios(doc, d, sources);
  await sources.waitForReader();
  for (const sitio of d.sitios) {
    if (sources.cancelled()) return;
    await writeSitio(doc, d, sitio, sources);
  }
  if (d.sinSitio.length > 0 && !sources.cancelled()) await writeSinSitio(doc, d, sources);
  if (sources.cancelled()) return;
  writeManifiestoSection(doc, d.manifiesto, d.hash);
  writeFooters(doc, d.hash);
}

/** 'YYYY-MM-DD' → '27/11/2026' (a calendar day, no time zone involved). */
const diaCorto = (dia: string) => dia.split('-').reverse().join('/');
const ventana = (c: { desde: string; hasta: string }) => `${diaCorto(c.desde)} – ${diaCorto(c.hasta)}`;
const COLOR_ESTADO: Record<EstadoControl, string> = {
  cumplido: COLOR.revisada,
  en_revision: COLOR.alerta,
  atrasado: COLOR.alerta,
  pendiente: COLOR.texto,
  no_aplica: COLOR.suave,
};

/** "87,5 % (7 de 8 controles debidos)", or why there is no percentage yet. */
function describePorcentaje(c: Cumplimiento): string {
  if (c.porcentaje === null) return 'Ningún control debido todavía';
  return `${formatPercent(c.porcentaje)} (${c.cumplido} de ${plural(c.debidos, 'control debido', 'controles debidos')})`;
}

function describeConteos(c: Cumplimiento): string {
  return (['cumplido', 'en_revision', 'atrasado', 'pendiente', 'no_aplica'] as const).map((e) => `${ESTADO_CONTROL_LABELS[e]}: ${c[e]}`).join(' · ');
}

function writeCover(doc: PDFKit.PDFDocument, d: PaqueteCampanaData): void {
  const c = d.campana;
  const fotos = [...d.fotos.values()].flat();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOR.texto).text('Prueba de campaña', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(COLOR.suave)
    .text(
      toPdfText(
        `Paquete de prueba de la campaña «${c.nombre}»: su cumplimiento sitio por sitio, el mapa de sus sitios y, por cada ` +
          'control, los informes que lo prueban con sus fotos, cuándo y dónde se tomaron y su huella SHA-256.',
      ),
    );
  writeHeading(doc, 'Campaña');
  writeFields(doc, [
    ['Campaña', `${c.nombre} (#${c.id})`],
    ['Cliente', c.cliente],
    ['Fechas', formatFechaRange(c.fecha_inicio, c.fecha_fin)],
    [
      'Estado',
      c.cancelada_at ? `${ESTADO_CAMPANA_LABELS[c.estado]}: ${c.motivo_cancelacion ?? ''}`.replace(/: $/, '') : ESTADO_CAMPANA_LABELS[c.estado],
    ],
    ...(d.soloProveedor !== null ? [['Alcance', `Solo los sitios a cargo de ${d.soloProveedor}`] as const] : []),
    ['Sitios', c.lineas.length.toLocaleString('es-CO')],
    ['Generado el', `${formatBogotaInstant(d.manifiesto.generado_at)} (hora de Bogotá)`],
    ['Generado por', d.generadoPor],
  ]);
  writeHeading(doc, 'Cumplimiento');
  writeFields(doc, [
    ['Cumplimiento', describePorcentaje(c.cumplimiento)],
    ['Controles', describeConteos(c.cumplimiento)],
    ...(c.por_proveedor.length > 1
      ? c.por_proveedor.map((p) => [`Proveedor: ${p.proveedor}`, `${describePorcentaje(p)}; ${describeConteos(p)}`] as const)
      : []),
    ['Informes', d.informes.toLocaleString('es-CO')],
    [
      'Fotos',
      `${fotos.length.toLocaleString('es-CO')} (${fotos.filter((f) => f.latitud !== null && f.longitud !== null).length.toLocaleString('es-CO')} con ubicación)`,
    ],
  ]);
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(COLOR.suave)
    .text(
      toPdfText(
        'Un control está cumplido cuando un informe de su sitio, fechado dentro de su ventana, tiene al menos una foto sin ' +
          'alertas abiertas; en revisión, cuando sus fotos esperan la revisión de una alerta; atrasado, cuando su ventana ' +
          'cerró sin nada de lo anterior. El porcentaje es de los controles debidos hasta hoy (cumplidos, en revisión y ' +
          'atrasados).',
      ),
      MARGIN,
      doc.y,
      { width: usableWidth(doc) },
    );
  if (d.informes === 0) {
    doc
      .moveDown(0.5)
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(COLOR.texto)
      .text('Esta campaña no tiene informes todavía: no hay fotos que incluir en el paquete.', MARGIN, doc.y, { width: usableWidth(doc) });
  }
}

const COLUMNAS = [
  { titulo: 'Sitio', ancho: 104 },
  { titulo: 'Municipio', ancho: 74 },
  { titulo: 'Proveedor', ancho: 70 },
  { titulo: 'Control', ancho: 58 },
  { titulo: 'Ventana', ancho: 94 },
  { titulo: 'Estado', ancho: 50 },
  { titulo: 'Cumplido el', ancho: 45 },
] as const;
const TABLA_FONT = 7;

interface Celda {
  texto: string;
  negrita?: boolean;
  color?: string;
}

/**
 * One row of the table: its cells' heights measured, a new page (and the header again) when it does not fit; on a new
 * page, the row's first cells become `alEmpezarPagina` when given (a site's rows continued there name it again).
 */
function writeFila(doc: PDFKit.PDFDocument, celdas: readonly Celda[], encabezado: () => void, alEmpezarPagina?: readonly Celda[]): void {
  const altoDe = (cs: readonly Celda[]) =>
    Math.max(
      ...cs.map((c, k) =>
        doc
          .font(c.negrita ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(TABLA_FONT)
          .heightOfString(toPdfText(c.texto), { width: COLUMNAS[k].ancho - 4 }),
      ),
      8,
    ) + 3;
  let fila = celdas;
  if (doc.y + altoDe(fila) > pageLimit(doc)) {
    doc.addPage();
    encabezado();
    if (alEmpezarPagina) fila = [...alEmpezarPagina, ...celdas.slice(alEmpezarPagina.length)];
  }
  const alto = altoDe(fila);
  const y = doc.y;
  let x = MARGIN;
  fila.forEach((c, k) => {
    doc
      .font(c.negrita ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(TABLA_FONT)
      .fillColor(c.color ?? COLOR.texto)
      .text(toPdfText(c.texto), x, y + 1.5, { width: COLUMNAS[k].ancho - 4 });
    x += COLUMNAS[k].ancho;
  });
  doc.x = MARGIN;
  doc.y = y + alto;
}

function drawLinea(doc: PDFKit.PDFDocument, grosor = 0.3): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + usableWidth(doc), doc.y)
    .lineWidth(grosor)
    .strokeColor(COLOR.linea)
    .stroke();
}

const celdasSitio = (l: Linea, repetida: boolean): Celda[] => [
  { texto: `${l.sitio_codigo} ${l.sitio_nombre}${l.cancelada ? ' (línea cancelada)' : ''}${repetida ? ' (cont.)' : ''}`, negrita: true },
  { texto: `${l.localidad}, ${l.provincia}` },
  { texto: l.proveedor },
];

/** The compliance table: a row per check, grouped by site (its code and name, municipality and provider once). */
function writeTabla(doc: PDFKit.PDFDocument, d: PaqueteCampanaData): void {
  writeHeading(doc, 'Cumplimiento sitio por sitio');
  if (d.sitios.length === 0) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(COLOR.texto)
      .text(d.soloProveedor !== null ? 'La campaña no tiene sitios a cargo de su proveedor.' : 'La campaña no tiene sitios todavía.', MARGIN, doc.y);
    return;
  }
  const encabezado = () => {
    const y = doc.y;
    let x = MARGIN;
    for (const c of COLUMNAS) {
      doc
        .font('Helvetica-Bold')
        .fontSize(TABLA_FONT)
        .fillColor(COLOR.suave)
        .text(c.titulo, x, y, { width: c.ancho - 4, lineBreak: false });
      x += c.ancho;
    }
    doc.y = y + 10;
    drawLinea(doc, 0.6);
  };
  ensureRoom(doc, 40);
  encabezado();
  for (const { linea, controles } of d.sitios) {
    if (controles.length === 0) {
      writeFila(doc, [...celdasSitio(linea, false), { texto: 'Sin controles' }, { texto: '—' }, { texto: '—' }, { texto: '—' }], encabezado);
    }
    controles.forEach(({ control: c }, k) => {
      const estado: Celda = {
        texto: ESTADO_CONTROL_LABELS[c.estado],
        negrita: c.estado === 'atrasado' || c.estado === 'en_revision',
        color: COLOR_ESTADO[c.estado],
      };
      const resto: Celda[] = [{ texto: nombreControl(c) }, { texto: ventana(c) }, estado, { texto: c.cumplido_en ? diaCorto(c.cumplido_en) : '—' }];
      // The site's cells on its first row, and again at the top of a page its rows continue on.
      const sitio = k === 0 ? celdasSitio(linea, false) : [{ texto: '' }, { texto: '' }, { texto: '' }];
      writeFila(doc, [...sitio, ...resto], encabezado, celdasSitio(linea, k > 0));
    });
    drawLinea(doc);
    doc.y += 1;
  }
}

/**
 * A site's mark on the map: late when a check of it is late; else in review when one waits for a review; else fulfilled
 * when it fulfilled a check and nothing due is missing; else pending (nothing due yet); not applicable when cancelled.
 */
const URGENCIA: readonly EstadoControl[] = ['atrasado', 'en_revision', 'cumplido', 'pendiente', 'no_aplica'];
const FORMA: Record<EstadoControl, FormaPunto> = {
  atrasado: 'triangulo',
  en_revision: 'rombo',
  pendiente: 'cuadrado',
  cumplido: 'circulo',
  no_aplica: 'cruz',
};
const COLOR_MARCA: Record<EstadoControl, string> = {
  atrasado: '#b91c1c',
  en_revision: '#b45309',
  pendiente: '#1d4ed8',
  cumplido: '#047857',
  no_aplica: '#6b7280',
};

function estadoDeSitio(l: Linea): EstadoControl {
  return URGENCIA.find((e) => l.controles.some((c) => c.estado === e)) ?? 'no_aplica';
}

async function writeMapaSitios(doc: PDFKit.PDFDocument, d: PaqueteCampanaData, sources: PaqueteSources): Promise<void> {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.texto).text('Mapa de los sitios', MARGIN, MARGIN);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOR.suave)
    .text(
      toPdfText(
        'Cada sitio con un estado: atrasado si tiene un control atrasado; si no, en revisión si uno espera la revisión de una ' +
          'alerta; si no, cumplido si ya cumplió un control; si no, pendiente. La forma de la marca lo dice, no solo su color.',
      ),
      MARGIN,
      doc.y,
      { width: usableWidth(doc) },
    );
  doc.moveDown(0.5);
  const estados = d.sitios.map((s) => estadoDeSitio(s.linea));
  const puntos = d.sitios.map((s, k) => ({ lon: s.linea.longitud, lat: s.linea.latitud, forma: FORMA[estados[k]], color: COLOR_MARCA[estados[k]] }));
  const leyenda = URGENCIA.map((e) => ({
    forma: FORMA[e],
    color: COLOR_MARCA[e],
    texto: `${ESTADO_CONTROL_LABELS[e]} (${estados.filter((x) => x === e).length})`,
  }));
  const alto = Math.max(pageLimit(doc) - doc.y - 60, 200);
  const nota = puntos.length === 0 ? 'Ningún sitio.' : `${plural(puntos.length, 'sitio', 'sitios')}.`;
  await drawMapa(doc, puntos, { x: MARGIN, y: doc.y, width: usableWidth(doc), height: alto }, sources.onError, leyenda, nota);
}

/** "Distancia al sitio: 35 m (dentro de su radio de 150 m)", for a located photo. */
function distanciaAlSitio(f: FotoPaquete, l: Linea): string[] {
  if (f.latitud === null || f.longitud === null) return ['Distancia al sitio: sin ubicación'];
  const m = distanciaMetros(f.latitud, f.longitud, l.latitud, l.longitud);
  return [`Distancia al sitio: ${formatoDistancia(m)} (${m <= l.radio_m ? 'dentro' : 'fuera'} de su radio de ${l.radio_m} m)`];
}

async function writeSitio(doc: PDFKit.PDFDocument, d: PaqueteCampanaData, s: SitioPaquete, sources: PaqueteSources): Promise<void> {
  const l = s.linea;
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(COLOR.texto)
    .text(toPdfText(`Sitio ${l.sitio_codigo} — ${l.sitio_nombre}`), MARGIN, MARGIN, { width: usableWidth(doc) });
  writeFields(doc, [
    ['Tipo', TIPO_SITIO_LABELS[l.sitio_tipo]],
    ['Municipio', `${l.localidad}, ${l.provincia}`],
    ['Coordenadas', `${formatCoordinate(l.latitud)}, ${formatCoordinate(l.longitud)} (radio de ${l.radio_m} m)`],
    ['Proveedor', l.proveedor],
    ['Servicio', l.servicio],
    ...(l.cancelada ? [['Línea', 'Cancelada: sus controles no aplican'] as const] : []),
    ['Cumplimiento', describePorcentaje(l.cumplimiento)],
    ['Controles', describeConteos(l.cumplimiento)],
  ]);
  if (s.controles.length === 0) nota(doc, 'Este sitio no tiene controles.');
  for (const { control: c, informes } of s.controles) {
    if (sources.cancelled()) return;
    const estado = `${ESTADO_CONTROL_LABELS[c.estado]}${c.cumplido_en ? ` el ${formatFecha(c.cumplido_en)}` : ''}`;
    writeHeading(doc, `${nombreControl(c)} · ${ventana(c)} · ${estado}`, 11);
    if (informes.length === 0) nota(doc, 'Ningún informe responde a este control.');
    for (const i of informes) await writeInforme(doc, d, i, l, sources);
  }
  if (s.sinControl.length > 0) {
    writeHeading(doc, 'Informes del sitio fuera de las ventanas de sus controles', 11);
    for (const i of s.sinControl) await writeInforme(doc, d, i, l, sources);
  }
}

async function writeSinSitio(doc: PDFKit.PDFDocument, d: PaqueteCampanaData, sources: PaqueteSources): Promise<void> {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.texto).text('Informes de la campaña sin sitio', MARGIN, MARGIN);
  nota(doc, 'Informes de esta campaña que no indican uno de sus sitios: no prueban ningún control.');
  for (const i of d.sinSitio) {
    if (sources.cancelled()) return;
    await writeInforme(doc, d, i, null, sources);
  }
}

function nota(doc: PDFKit.PDFDocument, texto: string): void {
  doc
    .moveDown(0.3)
    .font('Helvetica-Oblique')
    .fontSize(9.5)
    .fillColor(COLOR.suave)
    .text(toPdfText(texto), MARGIN, doc.y, { width: usableWidth(doc) });
}

/** A report in a site's section: one line about it, then each photo with its evidence and its distance to the site. */
async function writeInforme(doc: PDFKit.PDFDocument, d: PaqueteCampanaData, i: InformeExportRow, l: Linea | null, sources: PaqueteSources) {
  const fotos = d.fotos.get(i.id) ?? [];
  const verificacion = verificacionInforme(i);
  const verificado =
    verificacion === 'verificado'
      ? 'verificado'
      : verificacion === 'con_alertas'
        ? plural(i.alertas_count, 'alerta abierta', 'alertas abiertas')
        : 'sin fotos';
  const titulo = toPdfText(
    `Informe #${i.id} · ${formatFecha(i.fecha)} · estado del informe: ${estadoLabel(i.estado)} · ${verificado} · ` +
      plural(fotos.length, 'foto', 'fotos') +
      (l ? '' : ` · ${i.proveedor_nombre}`) +
      (i.ubicacion_lugar ? ` · ${i.ubicacion_lugar}` : ''),
  );
  ensureRoom(doc, 40);
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(COLOR.texto)
    .text(titulo, MARGIN, doc.y, { width: usableWidth(doc) });
  doc.moveDown(0.3);
  for (const [n, f] of fotos.entries()) {
    if (sources.cancelled()) return;
    await writeFoto(doc, f, n + 1, fotos.length, d.alertas.get(f.id) ?? [], sources, l ? distanciaAlSitio(f, l) : []);
    await sources.waitForReader();
  }
}
