/**
 * Draws the site's logo (views/components/LogoMark.tsx) into public/favicon.svg, and the icons
 * drawn from it into public/ (commit the files):
 *   favicon.ico           16, 32 and 48 px PNGs in one ICO, for browsers and tools that ask
 *                         for /favicon.ico by themselves
 *   apple-touch-icon.png  180 px, opaque (iOS fills transparency with black), the mark on the
 *                         brand green edge to edge (iOS rounds the corners)
 *   icon-192.png, icon-512.png   the round logo on transparency, for the web app manifest
 *                         (server/pwa/web-app-manifest.ts lists them) and the browser extension
 *   icon-96.png           the round logo, embedded in the login mail (server/mail/mail-logo.ts)
 *   icon-maskable-512.png opaque, the mark inside the central 80 % safe zone: Android crops
 *                         maskable icons to a circle or squircle
 *   og-image.png          1200×630 share image: a light homepage illustration, the mark, the
 *                         name and the tagline (views/components/HeadMeta.tsx links it)
 * With sharp, like scripts/make-backgrounds.ts. Run: npx tsx scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { backgroundFile } from '../server/shared/backgrounds.ts';
import { SHARE_IMAGE } from '../views/components/HeadMeta.tsx';
import { BRAND_GREEN, logoSvg, markShapes } from '../views/components/LogoMark.tsx';

const PUBLIC = join(import.meta.dirname, '../public');
const LOGO = logoSvg();
const GREEN = BRAND_GREEN;
/** The logo's letter and leaf, on its 32-unit grid. */
const MARK = markShapes();

/** An ICO holding PNG images (every browser since 2008 reads PNG entries). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();

async function main() {
  writeFileSync(join(PUBLIC, 'favicon.svg'), LOGO);
  const sizes = [16, 32, 48];
  const icons = await Promise.all(sizes.map(async (size) => ({ size, data: await png(LOGO, size) })));
  writeFileSync(join(PUBLIC, 'favicon.ico'), ico(icons));

  // The mark a little smaller than in the round logo: iOS's rounded square crops the corners.
  const touch = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g></svg>`;
  writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await png(touch, 180));

  for (const size of [96, 192, 512]) writeFileSync(join(PUBLIC, `icon-${size}.png`), await png(LOGO, size));
  // Same drawing as the touch icon, with the mark shrunk into the maskable safe zone (radius 40 %).
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`;
  writeFileSync(join(PUBLIC, 'icon-maskable-512.png'), await png(maskable, 512));

  const { width, height } = SHARE_IMAGE;
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="250" y="175" width="700" height="280" rx="28" fill="#fff" fill-opacity="0.92"/>
    <g transform="translate(300 235) scale(5)"><circle cx="16" cy="16" r="15" fill="${GREEN}"/>${MARK}</g>
    <text x="490" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="72" fill="${GREEN}">Karma</text>
    <text x="492" y="360" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#1b1f23">Search the web,</text>
    <text x="492" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#1b1f23">support wildlife</text>
  </svg>`;
  const illustration = join(PUBLIC, 'backgrounds', backgroundFile('forest-mist', 1920, 'jpg'));
  const og = await sharp(illustration)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: Buffer.from(card) }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(join(PUBLIC, 'og-image.png'), og);
  console.log(
    `favicon.ico ${ico(icons).length} B, apple-touch-icon.png, manifest icons, og-image.png ${og.length} B written to ${PUBLIC}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
