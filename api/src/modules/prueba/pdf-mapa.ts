import { mapData, createProjection, computeView } from './mapa';
import { COLOR, MARGIN, plural, toPdfText } from './pdf-layout';
import type { FotoPaquete } from './repository';

/**
 * The pack's map (docs/decisions/proof-pack.md): land, municipalities and a mark per point — a located photo on a
 * report's pack, a site on a campaign's — whose shape (not only its colour) says what it is, with a legend.
 */

export type FormaPunto = 'circulo' | 'rombo' | 'cuadrado' | 'triangulo' | 'cruz';
export interface PuntoMapa {
  lon: number;
  lat: number;
  forma: FormaPunto;
  color: string;
}
export interface LeyendaMapa {
  forma: FormaPunto;
  color: string;
  texto: string;
}

const MAP_COLOR = { mar: '#e6f0f7', tierra: '#f4f1e8', colombia: '#ece6d3', borde: '#9ca3af', bordeColombia: '#6b7280', municipio: '#9ca3af' };

type Box = { x: number; y: number; width: number; height: number };

/** A mark of `forma` centred on x, y (about 8 points across), filled with `color`, outlined in white. */
function drawMarca(doc: PDFKit.PDFDocument, forma: FormaPunto, x: number, y: number, color: string): void {
  if (forma === 'circulo') doc.circle(x, y, 3.2);
  else if (forma === 'rombo') doc.polygon([x, y - 4], [x + 4, y], [x, y + 4], [x - 4, y]);
  else if (forma === 'cuadrado') doc.rect(x - 3, y - 3, 6, 6);
  else if (forma === 'triangulo') doc.polygon([x, y - 4.2], [x + 4.2, y + 3], [x - 4.2, y + 3]);
  else {
    doc
      .moveTo(x - 3, y - 3)
      .lineTo(x + 3, y + 3)
      .moveTo(x + 3, y - 3)
      .lineTo(x - 3, y + 3)
      .lineWidth(1.6)
      .strokeColor(color)
      .stroke();
    return;
  }
  doc.lineWidth(0.8).fillAndStroke(color, '#ffffff');
}

/** The map of a report's pack: a mark per located photo (circle: GPS automático; diamond: ubicación manual). */
export async function drawMapaFotos(
  doc: PDFKit.PDFDocument,
  ubicadas: readonly FotoPaquete[],
  box: Box,
  onError: (err: unknown, what: string) => void,
) {
  const puntos = ubicadas.map((f) => ({
    lon: f.longitud!,
    lat: f.latitud!,
    forma: f.tiene_metadatos_gps ? ('circulo' as const) : ('rombo' as const),
    color: COLOR.punto,
  }));
  const nota = puntos.length === 0 ? 'Ninguna foto tiene ubicación.' : `${plural(puntos.length, 'foto ubicada', 'fotos ubicadas')}.`;
  await drawMapa(
    doc,
    puntos,
    box,
    onError,
    [
      { forma: 'circulo', color: COLOR.punto, texto: 'GPS automático' },
      { forma: 'rombo', color: COLOR.punto, texto: 'Ubicación manual' },
    ],
    nota,
  );
}

/** The map of `puntos` in `box`, its legend and a note below it. */
export async function drawMapa(
  doc: PDFKit.PDFDocument,
  puntos: readonly PuntoMapa[],
  box: Box,
  onError: (err: unknown, what: string) => void,
  leyenda: readonly LeyendaMapa[],
  nota: string,
): Promise<void> {
  const view = computeView(puntos, box.width, box.height);
  const xy = createProjection(view, box);
  const data = await mapData((err) => onError(err, 'mapa sin datos geográficos'));
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(MAP_COLOR.mar);
  if (data) {
    // Colombia last, so its outline is drawn over its neighbours'.
    const paises = [...data.land].sort((a, b) => Number(a.pais === 'COL') - Number(b.pais === 'COL'));
    for (const pais of paises) {
      for (const polygon of pais.polygons) {
        for (const ring of polygon) {
          ring.forEach(([lon, lat], i) => {
            const [x, y] = xy(lon, lat);
            if (i === 0) doc.moveTo(x, y);
            else doc.lineTo(x, y);
          });
          doc.closePath();
        }
      }
      const col = pais.pais === 'COL';
      doc
        .lineWidth(col ? 0.8 : 0.4)
        .fillColor(col ? MAP_COLOR.colombia : MAP_COLOR.tierra)
        .strokeColor(col ? MAP_COLOR.bordeColombia : MAP_COLOR.borde)
        .fillAndStroke(col ? MAP_COLOR.colombia : MAP_COLOR.tierra, col ? MAP_COLOR.bordeColombia : MAP_COLOR.borde, 'even-odd');
    }
    // Municipalities: points when zoomed in, and their names when closer still.
    const span = view[2] - view[0];
    // On the whole country every municipality would be a grey smudge: only department capitals there.
    const visibles = data.places.filter(
      (p) => (span < 8 || p.capital) && p.lon >= view[0] && p.lon <= view[2] && p.lat >= view[1] && p.lat <= view[3],
    );
    const nombres = span < 2.5 ? visibles : visibles.filter((p) => p.capital && span < 16);
    for (const p of visibles) {
      const [x, y] = xy(p.lon, p.lat);
      doc.circle(x, y, p.capital ? 1.6 : 1).fill(MAP_COLOR.municipio);
    }
    doc.font('Helvetica').fontSize(span < 2.5 ? 6.5 : 6);
    for (const p of nombres.slice(0, 250)) {
      const [x, y] = xy(p.lon, p.lat);
      doc.fillColor(COLOR.suave).text(toPdfText(p.nombre), x + 3, y - 3, { lineBreak: false });
    }
  }
  for (const p of puntos) {
    const [x, y] = xy(p.lon, p.lat);
    drawMarca(doc, p.forma, x, y, p.color);
  }
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(MAP_COLOR.borde).stroke();
  // The legend: shape, not only colour, tells one kind of mark from another.
  let ly = box.y + box.height + 8;
  let lx = box.x;
  doc.font('Helvetica').fontSize(8);
  for (const l of leyenda) {
    const ancho = 12 + doc.widthOfString(toPdfText(l.texto)) + 14;
    if (lx + ancho > box.x + box.width) {
      lx = box.x;
      ly += 13;
    }
    drawMarca(doc, l.forma, lx + 4, ly + 4, l.color);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOR.suave)
      .text(toPdfText(l.texto), lx + 12, ly, { lineBreak: false });
    lx += ancho;
  }
  const texto = toPdfText(`${nota} Mapa sin conexión: tierra y municipios (DANE); sin calles.`);
  if (lx + doc.widthOfString(texto) > box.x + box.width) {
    lx = box.x;
    ly += 13;
  }
  doc.fillColor(COLOR.suave).text(texto, lx, ly, { lineBreak: false });
  doc.x = MARGIN;
  doc.y = ly + 14;
}
