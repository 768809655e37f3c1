import sharp from 'sharp';
import type { TipoSitio } from 'shared/contracts';
import { prng } from './timeline';

/**
 * The demo's photos, made here (no image ships with the product): an SVG of the site's kind of advertising — a
 * billboard over a street, a lit panel at a bus stop, a screen on a mall's front, a shelf in a shop — drawn from a
 * seed (its light, its skyline, where the camera stood), rendered to a JPEG with the EXIF a phone writes: camera,
 * capture time with its offset, GPS. Different seeds give pictures whose difference hashes are far apart (measured in
 * api/test/demo-data.test.ts), so only the photos meant to be the same are.
 */

export interface DemoEscena {
  seed: number;
  tipo: TipoSitio;
  /** What the advertising says (the campaign) and its colour. */
  titulo: string;
  marca: string;
  color: string;
}

export interface DemoExif {
  marca: string;
  modelo: string;
  /** The camera's wall clock, 'YYYY:MM:DD HH:MM:SS', and its offset ('-05:00'). */
  tomada: string;
  offset: string;
  latitud: number;
  longitud: number;
}

const W = 960;
const H = 720;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const gray = (v: number) => {
  const c = Math.max(0, Math.min(255, Math.round(v)));
  return `rgb(${c},${c},${c})`;
};

/** The sky and the skyline: a gradient at an angle of its own, blocks of buildings with lit windows. */
function fondo(r: () => number): string {
  const skies = [
    ['#8ec5f0', '#e8f4fc'],
    ['#a9b4bf', '#dfe3e6'],
    ['#f6c58a', '#fbe9d0'],
    ['#6fa8dc', '#cfe2f3'],
    ['#c9ced6', '#f2f2f2'],
  ];
  const [top, bottom] = skies[Math.floor(r() * skies.length)];
  const x2 = Math.round(r() * 100);
  let out = `<defs><linearGradient id="sky" x1="${100 - x2}%" y1="0" x2="${x2}%" y2="100%"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const horizon = 330 + Math.round(r() * 140);
  let x = -Math.round(r() * 60);
  while (x < W) {
    const w = 50 + Math.round(r() * 130);
    const h = 40 + Math.round(r() * 280);
    out += `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${gray(60 + r() * 150)}"/>`;
    for (let wy = horizon - h + 12; wy < horizon - 14; wy += 26) {
      if (r() < 0.5) out += `<rect x="${x + 8}" y="${wy}" width="${w - 16}" height="8" fill="${gray(150 + r() * 100)}" opacity="0.6"/>`;
    }
    x += w + Math.round(r() * 25);
  }
  out += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${gray(70 + r() * 50)}"/>`;
  out += `<rect y="${horizon}" width="${W}" height="${18 + Math.round(r() * 30)}" fill="${gray(150 + r() * 60)}"/>`;
  for (let lx = Math.round(r() * 120); lx < W; lx += 140 + Math.round(r() * 60)) {
    out += `<rect x="${lx}" y="${horizon + 120 + Math.round(r() * 80)}" width="70" height="10" fill="#f2f2f2" opacity="0.8"/>`;
  }
  // Cars and trees: where they stand changes the picture's layout, as a few steps of the camera would.
  for (let i = 0, n = 2 + Math.floor(r() * 4); i < n; i++) {
    const cx = Math.round(r() * W);
    const cy = horizon + 60 + Math.round(r() * (H - horizon - 110));
    out += `<rect x="${cx}" y="${cy}" width="${110 + Math.round(r() * 60)}" height="${40 + Math.round(r() * 20)}" rx="12" fill="hsl(${Math.round(r() * 360)},${30 + Math.round(r() * 50)}%,${25 + Math.round(r() * 50)}%)"/>`;
  }
  for (let i = 0, n = Math.floor(r() * 4); i < n; i++) {
    const tx = Math.round(r() * W);
    out += `<rect x="${tx - 5}" y="${horizon - 40}" width="10" height="70" fill="#5b4636"/><circle cx="${tx}" cy="${horizon - 70}" r="${30 + Math.round(r() * 25)}" fill="hsl(${100 + Math.round(r() * 40)},45%,${25 + Math.round(r() * 20)}%)"/>`;
  }
  return out;
}

/** The advertising itself, where the camera saw it. */
function anuncio(e: DemoEscena, r: () => number): string {
  const t = escape(e.titulo);
  const m = escape(e.marca);
  const cuadro = (x: number, y: number, w: number, h: number, size: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${e.color}" stroke="#222" stroke-width="6"/>` +
    `<circle cx="${x + w * (0.15 + r() * 0.7)}" cy="${y + h * 0.62}" r="${h * 0.22}" fill="#ffffff" opacity="0.85"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.34}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#fff" text-anchor="middle">${t}</text>` +
    `<text x="${x + w / 2}" y="${y + h * 0.9}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(size * 0.6)}" fill="#fff" text-anchor="middle">${m}</text>`;
  if (e.tipo === 'valla') {
    const w = 380 + Math.round(r() * 260);
    const h = Math.round(w * (0.42 + r() * 0.1));
    const x = Math.round(r() * (W - w));
    const y = 40 + Math.round(r() * 90);
    return `<rect x="${x + w / 2 - 14}" y="${y + h}" width="28" height="${H - y - h - 60}" fill="#3a3a3a"/>` + cuadro(x, y, w, h, Math.round(w / 14));
  }
  if (e.tipo === 'mupi') {
    const h = 380 + Math.round(r() * 200);
    const w = Math.round(h * 0.55);
    const x = Math.round(r() * (W - w));
    const y = H - h - 30 - Math.round(r() * 40);
    return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" fill="#d9d9d9"/>` + cuadro(x, y, w, h, Math.round(w / 9));
  }
  if (e.tipo === 'pantalla_digital') {
    const w = 460 + Math.round(r() * 300);
    const h = Math.round(w * 0.5625);
    const x = Math.round(r() * (W - w));
    const y = 30 + Math.round(r() * 120);
    return (
      `<rect x="${x - 18}" y="${y - 18}" width="${w + 36}" height="${h + 36}" fill="#111"/>` +
      cuadro(x, y, w, h, Math.round(w / 13)) +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" opacity="${(0.05 + r() * 0.15).toFixed(2)}"/>`
    );
  }
  // A shop: shelves of products and the brand's display.
  let out = `<rect width="${W}" height="${H}" fill="${gray(200 + r() * 40)}"/>`;
  for (let y = 60 + Math.round(r() * 60); y < H - 60; y += 110 + Math.round(r() * 40)) {
    out += `<rect x="0" y="${y + 80}" width="${W}" height="14" fill="${gray(90 + r() * 60)}"/>`;
    for (let x = Math.round(r() * 30); x < W; x += 42 + Math.round(r() * 30)) {
      out += `<rect x="${x}" y="${y + 80 - (40 + Math.round(r() * 35))}" width="34" height="${40 + Math.round(r() * 35)}" fill="hsl(${Math.round(r() * 360)},55%,${35 + Math.round(r() * 35)}%)"/>`;
    }
  }
  const w = 300 + Math.round(r() * 200);
  const h = Math.round(w * 0.7);
  return out + cuadro(Math.round(r() * (W - w)), Math.round(r() * (H - h)), w, h, Math.round(w / 12));
}

/** GPS degrees as EXIF rationals: degrees, minutes, seconds (to 1/10 000 s, ~3 mm). */
function rational(v: number): string {
  const a = Math.abs(v);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 10000);
  return `${d}/1 ${m}/1 ${s}/10000`;
}

/** The JPEG of a demo photo: its scene, the EXIF of its camera, its time and where it was taken. */
export async function makeFotoJpeg(e: DemoEscena, exif: DemoExif): Promise<Buffer> {
  const r = prng(e.seed * 7919 + 17);
  const escena = e.tipo === 'punto_de_venta' ? anuncio(e, r) : fondo(r) + anuncio(e, r);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${escena}</svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: false })
    .withExif({
      IFD0: { Make: exif.marca, Model: exif.modelo, Software: 'Informes de Campañas (demostración)' },
      IFD2: { DateTimeOriginal: exif.tomada, OffsetTimeOriginal: exif.offset },
      IFD3: {
        GPSLatitudeRef: exif.latitud < 0 ? 'S' : 'N',
        GPSLatitude: rational(exif.latitud),
        GPSLongitudeRef: exif.longitud < 0 ? 'W' : 'E',
        GPSLongitude: rational(exif.longitud),
      },
    })
    .toBuffer();
}
