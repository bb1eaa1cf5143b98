/**
 * Draws the light homepage's background illustrations (server/shared/backgrounds.ts) as SVG in
 * code, and writes each one with sharp to public/backgrounds/<name>-<width>.<avif|webp|jpg>,
 * then their hashes (scripts/hash-backgrounds.ts).
 * The repository holds no photos, and these are honest drawings credited to Karma.
 *
 *   npx tsx scripts/make-backgrounds.ts
 *
 * Flat shapes and smooth gradients keep the files small; a seeded generator keeps every run
 * identical, so re-running it does not churn the committed files.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  BACKGROUND_SIZE,
  BACKGROUND_WIDTHS,
  BACKGROUNDS,
  type BackgroundFormat,
  backgroundFile,
} from '../server/shared/backgrounds.ts';
import { writeBackgroundHashes } from './hash-backgrounds.ts';

const { width: W, height: H } = BACKGROUND_SIZE;

/** mulberry32: a tiny deterministic generator, so the drawings never change between runs. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A top-to-bottom gradient through evenly spaced stops, each 'colour' or 'colour/opacity'. */
const gradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((stop, i) => {
      const [color, opacity = '1'] = stop.split('/');
      return `<stop offset="${i / (stops.length - 1)}" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('')}</linearGradient>`;

/** A rolling skyline around `base`: a sum of sines, `waves` as flat [amplitude, period, phase] triples. */
function ridge(base: number, fill: string, waves: readonly number[], step = 24): string {
  const points: string[] = [];
  for (let x = 0; x <= W; x += step) {
    let y = base;
    for (let i = 0; i + 2 < waves.length; i += 3) {
      const [amplitude = 0, period = 1, phase = 0] = waves.slice(i, i + 3);
      y += amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
    }
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `<path fill="${fill}" d="M0,${H} L${points.join(' L')} L${W},${H} Z"/>`;
}

/** A jagged mountain line through random peaks. */
function peaks(base: number, height: number, count: number, fill: string, random: () => number): string {
  const points = [`0,${base}`];
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * W;
    const y = base - height * (0.35 + 0.65 * random()) * (i % 2 === 0 ? 1 : 0.55);
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `<path fill="${fill}" d="M0,${H} L${points.join(' L')} L${W},${base} L${W},${H} Z"/>`;
}

/** A fir tree: three stacked triangles, narrowing upwards. */
function fir(x: number, ground: number, height: number, fill: string): string {
  const w = height * 0.36;
  const tiers = [0, 0.3, 0.58].map((start) => {
    const top = ground - height * (1 - start * 0.55);
    const bottom = ground - height * start * 0.7;
    const half = w * (1 - start * 0.45);
    return `M${x},${top.toFixed(0)} L${(x + half).toFixed(0)},${bottom.toFixed(0)} L${(x - half).toFixed(0)},${bottom.toFixed(0)} Z`;
  });
  return `<path fill="${fill}" d="${tiers.join(' ')}"/>`;
}

/** A row of firs of varied height and spacing, standing on a band of ground of the same colour. */
function treeRow(ground: number, size: number, spacing: number, fill: string, random: () => number): string {
  let trees = '';
  for (let x = -spacing * random(); x < W + spacing; x += spacing * (0.6 + 0.8 * random())) {
    trees += fir(x, ground + 10 * random(), size * (0.7 + 0.6 * random()), fill);
  }
  return `${trees}<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${fill}"/>`;
}

/** A band of mist, clear at its edges, between two rows of trees. */
const mist = (y: number, height: number) => `<rect x="0" y="${y}" width="${W}" height="${height}" fill="url(#mist)"/>`;

const SCENES: Record<string, () => string> = {
  'hills-dawn': () =>
    `<defs>${gradient('sky', ['#a9cbe3', '#f6d7a7', '#fbe6c4'])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1340" cy="560" r="150" fill="#fff4d8" opacity="0.35"/><circle cx="1340" cy="560" r="88" fill="#fff6de"/>
    ${ridge(660, '#bcd3a0', [40, 1500, 0.4, 18, 520, 1.1])}${ridge(760, '#93c08b', [55, 1700, 2.2, 20, 610, 0.3])}
    ${ridge(860, '#6ba675', [60, 1300, 4.1, 22, 470, 2.0])}${ridge(970, '#4e8b62', [50, 1900, 1.3, 25, 560, 3.3])}
    ${ridge(1090, '#3a7556', [45, 1100, 5.0, 15, 380, 0.9])}`,
  'forest-mist': () => {
    const random = seeded(7);
    return `<defs>${gradient('sky', ['#f1f6f3', '#d6e4dd'])}${gradient('mist', ['#f1f6f3/0', '#f1f6f3/0.75', '#f1f6f3/0'])}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${ridge(560, '#c5d8cf', [60, 1600, 1.0, 25, 540, 2.0])}
    ${treeRow(660, 150, 60, '#a9c4b8', random)}${mist(620, 140)}
    ${treeRow(800, 200, 80, '#7fa293', random)}${mist(760, 130)}
    ${treeRow(950, 260, 105, '#4f7a6b', random)}${mist(920, 100)}
    ${treeRow(1120, 330, 140, '#2c4f44', random)}`;
  },
  'sea-cliffs': () => {
    const random = seeded(11);
    const birds = Array.from({ length: 5 }, () => {
      const x = 1000 + 700 * random();
      const y = 180 + 260 * random();
      const s = 14 + 12 * random();
      return `<path d="M${x - s},${y - s / 2} Q${x - s / 2},${y - s / 2} ${x},${y} Q${x + s / 2},${y - s / 2} ${x + s},${y - s / 2}" fill="none" stroke="#34495c" stroke-width="4" stroke-linecap="round"/>`;
    }).join('');
    const waves = Array.from({ length: 9 }, (_, i) => {
      const y = 760 + i * 48 + 10 * random();
      const x = 900 + 900 * random();
      return `<path d="M${x},${y} h${120 + 160 * random()}" stroke="#d9eef7" stroke-width="4" opacity="0.45" stroke-linecap="round"/>`;
    }).join('');
    return `<defs>${gradient('sky', ['#8fc7e8', '#e8f5fb'])}${gradient('sea', ['#5aaac9', '#2c6f8f'])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>
    <ellipse cx="520" cy="230" rx="210" ry="46" fill="#fff" opacity="0.8"/><ellipse cx="640" cy="200" rx="130" ry="50" fill="#fff" opacity="0.8"/>
    <ellipse cx="1480" cy="330" rx="170" ry="36" fill="#fff" opacity="0.7"/>
    <path fill="#a9c3cf" d="M1380,720 C1480,688 1700,676 1920,684 L1920,720 Z"/>
    <rect y="720" width="${W}" height="${H - 720}" fill="url(#sea)"/>${waves}${birds}
    <path fill="#a08a68" d="M0,560 C220,540 480,575 760,600 L860,640 L930,${H} L0,${H} Z"/>
    <path fill="#86704f" d="M560,620 L860,640 L930,${H} L700,${H} Z"/>
    <path fill="#77a257" d="M0,540 C220,515 480,550 770,585 L860,640 C700,610 420,590 0,600 Z"/>`;
  },
  'mountain-lake': () => {
    const random = seeded(23);
    const stars = Array.from({ length: 40 }, () => {
      return `<circle cx="${(W * random()).toFixed(0)}" cy="${(330 * random()).toFixed(0)}" r="${(1.5 + 2 * random()).toFixed(1)}" fill="#fff" opacity="0.7"/>`;
    }).join('');
    const land = `${peaks(700, 360, 9, '#5b5f8a', random)}${peaks(700, 240, 13, '#3e4470', random)}${treeRow(700, 120, 60, '#1f2b3a', random)}`;
    // The lake mirrors the sky and the land around the waterline (y = 712).
    const mirrored = (content: string) => `<g transform="translate(0 1424) scale(1 -1)">${content}</g>`;
    return `<defs>${gradient('sky', ['#2f3e6b', '#b36f7c', '#e9a07a'])}<clipPath id="lake"><rect y="712" width="${W}" height="${H - 712}"/></clipPath></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}${land}
    <g clip-path="url(#lake)">${mirrored(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`)}
    <g opacity="0.6">${mirrored(land)}</g><rect y="712" width="${W}" height="${H - 712}" fill="#2f3e6b" opacity="0.25"/></g>
    <path d="M300,800 h380 M1100,860 h460 M700,960 h300" stroke="#f3c3a5" stroke-width="4" opacity="0.35"/>`;
  },
};

function svgOf(name: string, width: number): Buffer {
  const scene = SCENES[name];
  if (!scene) throw new Error(`no drawing for background ${name}: add one to SCENES`);
  const height = Math.round((width * H) / W);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${scene()}</svg>`,
  );
}

type Image = ReturnType<typeof sharp>;

const ENCODERS: Record<BackgroundFormat, (image: Image) => Image> = {
  avif: (image) => image.avif({ quality: 50, effort: 6 }),
  webp: (image) => image.webp({ quality: 72, effort: 6 }),
  jpg: (image) => image.jpeg({ quality: 74, mozjpeg: true }),
};

async function main(): Promise<void> {
  const root = join(import.meta.dirname, '..');
  mkdirSync(join(root, 'public/backgrounds'), { recursive: true });
  for (const { name } of BACKGROUNDS) {
    for (const width of BACKGROUND_WIDTHS) {
      const svg = svgOf(name, width);
      for (const format of Object.keys(ENCODERS) as BackgroundFormat[]) {
        const file = join(root, 'public/backgrounds', backgroundFile(name, width, format));
        await ENCODERS[format](sharp(svg)).toFile(file);
        console.log(`${backgroundFile(name, width, format)}\t${(statSync(file).size / 1024).toFixed(1)} KB`);
      }
    }
  }
  // New drawings, new hashes: the versioned URLs change with them (server/shared/backgrounds.ts).
  writeBackgroundHashes();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
