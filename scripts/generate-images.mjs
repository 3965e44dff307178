#!/usr/bin/env node
/**
 * Renders the hand-written SVG artwork (design-system/src/assets/art/*.svg) to the AVIF and WebP
 * files the pages load (design-system/src/assets/images/<name>-<width>.<format>), at the widths
 * the layouts need. The outputs are committed; run again after changing a drawing:
 *
 *   node scripts/generate-images.mjs            # every artwork
 *   node scripts/generate-images.mjs hero-watch # only the named ones
 *   node scripts/generate-images.mjs --preview  # also a PNG per artwork in /tmp, to look at
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artDir = path.join(root, 'design-system/src/assets/art');
const outDir = path.join(root, 'design-system/src/assets/images');

/** The hero fills the viewport (sizes="100vw"): phones, tablets/laptops, large screens. */
const HERO_WIDTHS = [640, 1024, 1600];
/** The About illustration sits in a half-width column on desktop, full width on phones. */
const FIGURE_WIDTHS = [640, 1024];

const ARTWORKS = [
  { name: 'hero-watch', widths: HERO_WIDTHS },
  { name: 'hero-jewellery', widths: HERO_WIDTHS },
  { name: 'hero-handbag', widths: HERO_WIDTHS },
  { name: 'hero-art', widths: HERO_WIDTHS },
  { name: 'about-atelier', widths: FIGURE_WIDTHS },
];

// Illustrations of soft gradients: moderate quality keeps them small without visible banding.
const ENCODERS = {
  avif: (image) => image.avif({ quality: 50, effort: 6, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 72, effort: 6, smartSubsample: true }),
};

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const only = args.filter((arg) => !arg.startsWith('--'));
const selected = only.length ? ARTWORKS.filter((art) => only.includes(art.name)) : ARTWORKS;
if (only.length && selected.length !== only.length) {
  throw new Error(`Unknown artwork in ${only.join(', ')}; known: ${ARTWORKS.map((a) => a.name)}`);
}

await mkdir(outDir, { recursive: true });
for (const { name, widths } of selected) {
  const svg = await readFile(path.join(artDir, `${name}.svg`));
  const largest = Math.max(...widths);
  // Rasterise once, at the largest width (density scales the SVG's own 1600-wide viewBox).
  const { width: svgWidth } = await sharp(svg).metadata();
  const master = await sharp(svg, { density: (72 * largest) / svgWidth })
    .resize({ width: largest })
    .png()
    .toBuffer();
  if (preview) await writeFile(path.join('/tmp', `${name}.png`), master);
  for (const width of widths) {
    for (const [format, encode] of Object.entries(ENCODERS)) {
      const file = path.join(outDir, `${name}-${width}.${format}`);
      await writeFile(file, await encode(sharp(master).resize({ width })).toBuffer());
      const { size } = await stat(file);
      console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
}
