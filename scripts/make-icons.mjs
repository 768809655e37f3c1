#!/usr/bin/env node
// Draws the app's icons (host/static/icons/*.png) from their SVG sources, with sharp (the API's image library).
// Run it after changing an SVG and commit the PNGs: the build only copies them (docs/decisions/offline-app.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';

const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');
const dir = path.join(ROOT, 'host', 'static', 'icons');
const icons = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
];
for (const { svg, png, size } of icons) {
  const info = await sharp(path.join(dir, svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, png));
  console.log(`${png}: ${info.width}×${info.height}, ${info.size} bytes`);
}
