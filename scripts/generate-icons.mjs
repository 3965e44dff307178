// Draws the app's logo mark (a brilliant-cut gem in the gold palette on night ink) and writes the
// icons the manifest, index.html and the offline page use, plus the web app manifest itself.
// The colours are read from the design-system tokens, the one palette source.
// Usage: node scripts/generate-icons.mjs (outputs are committed in frontend/public/).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'frontend', 'public');
const tokensSource = readFileSync(join(root, 'design-system/src/theme/tokens.ts'), 'utf8');

/** `shade` of the palette `name` in tokens.ts, e.g. token('night', 950) → '#080D19'. */
function token(name, shade) {
  const block = tokensSource.match(new RegExp(`export const ${name} = \\{([^}]*)\\}`))?.[1];
  const value = block?.match(new RegExp(`\\b${shade}: '(#[0-9A-Fa-f]{6})'`))?.[1];
  if (!value) throw new Error(`tokens.ts has no ${name}[${shade}]`);
  return value;
}

const ink = token('night', 950);
const inkRaised = token('night', 850);
const goldLight = token('gold', 300);
const goldMain = token('gold', 400);
const goldDeep = token('gold', 600);
const goldText = token('gold', 700);
const inkText = token('night', 900);
const inkMuted = token('night', 600);
const mist = token('night', 200);
const paper = token('ivory', 100);
const paperRaised = token('ivory', 50);
const paperLine = token('ivory', 300);
const inkLine = token('night', 700);

/**
 * The mark on a 512 × 512 canvas. `scale` sizes the gem around the centre (1 keeps it inside the
 * maskable safe zone, a circle of radius 0.4 × size); `rounded` gives the square background soft
 * corners (never for maskable icons, whose background must fill the whole canvas).
 */
function logoSvg({ scale, rounded }) {
  const corner = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${inkRaised}"/>
      <stop offset="1" stop-color="${ink}"/>
    </linearGradient>
    <linearGradient id="gem" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${goldLight}"/>
      <stop offset="0.55" stop-color="${goldMain}"/>
      <stop offset="1" stop-color="${goldDeep}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#bg)"/>
  <g transform="translate(256 264) scale(${scale}) translate(-256 -264)">
    <path d="M136 200 L186 136 H326 L376 200 L256 392 Z" fill="url(#gem)"/>
    <path d="M136 200 H376 M186 136 L216 200 L256 136 L296 200 L326 136 M216 200 L256 392 L296 200"
      fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M136 200 L186 136 H326 L376 200 L256 392 Z" fill="none" stroke="${goldLight}"
      stroke-width="6" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const anySvg = logoSvg({ scale: 1.3, rounded: true });
const maskableSvg = logoSvg({ scale: 1, rounded: false });
const appleSvg = logoSvg({ scale: 1.15, rounded: false }); // iOS rounds the corners itself

const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));

mkdirSync(join(publicDir, 'icons'), { recursive: true });
writeFileSync(join(publicDir, 'favicon.svg'), anySvg);
await Promise.all([
  png(anySvg, 192, 'icons/icon-192.png'),
  png(anySvg, 512, 'icons/icon-512.png'),
  png(maskableSvg, 512, 'icons/icon-maskable-512.png'),
  png(maskableSvg, 192, 'icons/icon-maskable-192.png'),
  png(appleSvg, 180, 'apple-touch-icon.png'),
  png(anySvg, 32, 'favicon-32.png'),
]);

const manifest = {
  id: '/',
  name: 'Luxe Valuations',
  short_name: 'Luxe',
  description:
    'Expert valuations for luxury items: jewellery, watches, designer handbags and art, with online requests and a chat with our valuers.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: ink,
  background_color: ink,
  lang: 'en-GB',
  dir: 'ltr',
  categories: ['business', 'finance', 'lifestyle', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'maskable',
    },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
/** Writes a text output formatted as the repository's Prettier check expects. */
async function writeFormatted(file, text) {
  const filepath = join(publicDir, file);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  writeFileSync(filepath, await prettier.format(text, { ...options, filepath }));
}

await writeFormatted('manifest.webmanifest', JSON.stringify(manifest));
/**
 * The page the service worker answers navigations with when the network is gone and the app shell
 * is not cached. Self-contained (no script, no external file: the CSP allows inline styles only),
 * readable in the dark and the light scheme.
 */
const offlineHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="color-scheme" content="dark light" />
    <meta name="theme-color" content="${ink}" />
    <title>You are offline | Luxe Valuations</title>
    <style>
      :root { color-scheme: dark light; --bg: ${ink}; --card: ${inkRaised}; --text: ${paper};
        --muted: ${mist}; --accent: ${goldMain}; --accent-text: ${ink}; --line: ${inkLine}; }
      @media (prefers-color-scheme: light) {
        :root { --bg: ${paper}; --card: ${paperRaised}; --text: ${inkText}; --muted: ${inkMuted};
          --accent: ${goldText}; --accent-text: ${paperRaised}; --line: ${paperLine}; }
      }
      * { box-sizing: border-box; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        background: var(--bg); color: var(--text);
        font: 16px/1.6 Inter, "Helvetica Neue", Arial, sans-serif; }
      main { max-width: 28rem; text-align: center; background: var(--card); border: 1px solid var(--line);
        border-radius: 16px; padding: 40px 28px; }
      svg { width: 72px; height: 72px; border-radius: 16px; }
      h1 { font: 600 1.75rem/1.3 "Playfair Display", Georgia, "Times New Roman", serif; margin: 20px 0 8px; }
      p { margin: 0 0 24px; color: var(--muted); }
      a { display: inline-block; padding: 10px 24px; border-radius: 10px; font-weight: 600;
        background: var(--accent); color: var(--accent-text); text-decoration: none; }
      a:focus-visible { outline: 3px solid var(--text); outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      ${anySvg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ').trim()}
      <h1>You are offline</h1>
      <p>Luxe Valuations cannot be reached right now. Check your internet connection, then try again.</p>
      <a href="">Try again</a>
    </main>
  </body>
</html>
`;
await writeFormatted('offline.html', offlineHtml);

console.log(`icons, offline page and manifest written to ${publicDir}`);
