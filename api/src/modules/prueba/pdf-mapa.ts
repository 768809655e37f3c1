import { mapData, createProjection, computeView } from './mapa';
import { COLOR, MARGIN, plural, toPdfText } from './pdf-layout';
import type { FotoPaquete } from './repository';

/** The cover's map of the pack's photos (docs/decisions/proof-pack.md): land, municipalities and a mark per located photo. */

const MAP_COLOR = { mar: '#e6f0f7', tierra: '#f4f1e8', colombia: '#ece6d3', borde: '#9ca3af', bordeColombia: '#6b7280', municipio: '#9ca3af' };

export async function drawMapa(
  doc: PDFKit.PDFDocument,
  ubicadas: readonly FotoPaquete[],
  box: { x: number; y: number; width: number; height: number },
  onError: (err: unknown, what: string) => void,
): Promise<void> {
  const puntos = ubicadas.map((f) => ({ lon: f.longitud!, lat: f.latitud!, gps: f.tiene_metadatos_gps }));
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
    if (p.gps) doc.circle(x, y, 3.2);
    else doc.polygon([x, y - 4], [x + 4, y], [x, y + 4], [x - 4, y]);
    doc.lineWidth(0.8).fillAndStroke(COLOR.punto, '#ffffff');
  }
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(MAP_COLOR.borde).stroke();
  // The legend: shape, not only colour, tells GPS from a pin on the map.
  const ly = box.y + box.height + 8;
  doc
    .circle(box.x + 4, ly + 4, 3.2)
    .lineWidth(0.8)
    .fillAndStroke(COLOR.punto, '#ffffff');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLOR.suave)
    .text('GPS automático', box.x + 12, ly, { lineBreak: false });
  const mx = box.x + 95;
  doc.polygon([mx, ly], [mx + 4, ly + 4], [mx, ly + 8], [mx - 4, ly + 4]).fillAndStroke(COLOR.punto, '#ffffff');
  doc.fillColor(COLOR.suave).text('Ubicación manual', mx + 8, ly, { lineBreak: false });
  const nota = puntos.length === 0 ? 'Ninguna foto tiene ubicación.' : `${plural(puntos.length, 'foto ubicada', 'fotos ubicadas')}.`;
  doc.text(toPdfText(`${nota} Mapa sin conexión: tierra y municipios (DANE); sin calles.`), box.x + 190, ly, { lineBreak: false });
  doc.x = MARGIN;
  doc.y = ly + 14;
}
