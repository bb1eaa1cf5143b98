/**
 * Draws the Learn & Act feed's illustrations (and the notifications', which use the same files) as
 * SVG in code, and writes each with sharp to public/feed/<name>.webp, 640×360. Honest drawings
 * credited "Illustration: Karma", never photos; the articles carry their alt text
 * (server/content/learn-act/).
 *
 *   npx tsx scripts/make-feed-images.ts
 *
 * Flat shapes keep each file to a few kilobytes; nothing random, so re-running it does not churn
 * the committed files.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 640;
const H = 360;

/** A top-to-bottom gradient through evenly spaced stops. */
const gradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((color, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const sky = (stops: string[]) =>
  `<defs>${gradient('sky', stops)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;

/** A rolling line of hills around `base`: one sine of `amplitude` over `period` pixels. */
function hill(base: number, amplitude: number, period: number, phase: number, fill: string): string {
  const points: string[] = [];
  for (let x = 0; x <= W; x += 16)
    points.push(`${x},${(base + amplitude * Math.sin((x / period) * 2 * Math.PI + phase)).toFixed(1)}`);
  return `<path fill="${fill}" d="M0,${H} L${points.join(' L')} L${W},${H} Z"/>`;
}

/** A fir tree of three stacked triangles. */
function fir(x: number, ground: number, height: number, fill: string): string {
  const w = height * 0.34;
  const tiers = [0, 0.3, 0.58].map((start) => {
    const top = ground - height * (1 - start * 0.55);
    const bottom = ground - height * start * 0.7;
    const half = w * (1 - start * 0.45);
    return `M${x},${top.toFixed(0)} L${(x + half).toFixed(0)},${bottom.toFixed(0)} L${(x - half).toFixed(0)},${bottom.toFixed(0)} Z`;
  });
  return `<path fill="${fill}" d="${tiers.join(' ')}"/>`;
}

/** A row of firs at a regular spacing, heights varying by a fixed pattern. */
function firRow(ground: number, size: number, spacing: number, offset: number, fill: string): string {
  const heights = [1, 0.8, 1.15, 0.9, 1.05, 0.75];
  let trees = '';
  for (let i = 0, x = offset; x < W + spacing; i++, x += spacing)
    trees += fir(x, ground, size * (heights[i % heights.length] ?? 1), fill);
  return `${trees}<rect y="${ground}" width="${W}" height="${H - ground}" fill="${fill}"/>`;
}

const mist = (y: number, h: number) => `<rect y="${y}" width="${W}" height="${h}" fill="#eef4f1" opacity="0.45"/>`;

const SCENES: Record<string, () => string> = {
  forest: () =>
    `${sky(['#eef4f1', '#cfe0d7'])}${hill(170, 14, 520, 0.8, '#bcd2c6')}
    ${firRow(210, 70, 34, 10, '#9dbcad')}${mist(190, 40)}${firRow(265, 95, 46, 25, '#6f9a86')}${mist(245, 30)}
    ${firRow(330, 130, 62, 5, '#3f6b59')}`,
  ocean: () =>
    `${sky(['#8fc7e8', '#e3f3fa'])}<circle cx="500" cy="90" r="36" fill="#fff6d6"/>
    <ellipse cx="160" cy="80" rx="70" ry="16" fill="#fff" opacity="0.85"/><ellipse cx="205" cy="70" rx="45" ry="18" fill="#fff" opacity="0.85"/>
    <rect y="200" width="${W}" height="160" fill="#2f7fa5"/>${hill(230, 6, 90, 0, '#3b8fb6')}${hill(270, 7, 120, 1.5, '#2b769b')}
    ${hill(315, 8, 150, 0.6, '#225f80')}
    <path d="M60,250 h70 M300,290 h90 M470,245 h60 M180,330 h80" stroke="#d9eef7" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`,
  wolf: () =>
    `${sky(['#1f2a4d', '#4b4f7c', '#8a7fa3'])}<circle cx="350" cy="120" r="70" fill="#f4efd8"/>
    <circle cx="120" cy="60" r="1.8" fill="#fff"/><circle cx="220" cy="110" r="1.5" fill="#fff"/><circle cx="480" cy="40" r="2" fill="#fff"/><circle cx="580" cy="150" r="1.5" fill="#fff"/>
    ${hill(280, 18, 700, 2.2, '#3a3f63')}
    <path fill="#23263d" d="M0,${H} L0,300 L180,262 L300,246 L420,262 L640,300 L640,${H} Z"/>
    <path fill="#15172a" d="M226,252 C240,246 252,244 262,238 C258,214 264,188 282,168 C294,154 302,138 310,118 L312,98 L322,112 C332,104 344,92 358,82 L362,88 C354,100 348,110 340,120 C338,136 336,152 338,170 C342,196 346,222 350,250 L338,250 L330,206 L324,250 L312,250 L310,226 C300,236 290,244 276,250 C262,256 240,258 226,252 Z"/>`,
  bird: () =>
    `${sky(['#cfe6f5', '#f5efe0'])}
    <path d="M0,250 C160,235 320,260 640,230" stroke="#6b4f3a" stroke-width="10" fill="none" stroke-linecap="round"/>
    <ellipse cx="470" cy="226" rx="24" ry="10" fill="#6aa05a" transform="rotate(-25 470 226)"/><ellipse cx="120" cy="232" rx="22" ry="9" fill="#6aa05a" transform="rotate(20 120 232)"/>
    <ellipse cx="320" cy="200" rx="46" ry="36" fill="#5b7fa6"/><circle cx="352" cy="170" r="24" fill="#5b7fa6"/>
    <path d="M318,196 C300,178 270,186 258,206 C285,204 300,212 318,214 Z" fill="#3f5f82"/>
    <ellipse cx="328" cy="212" rx="30" ry="20" fill="#f0c987"/>
    <path d="M374,166 L394,172 L374,178 Z" fill="#e0a030"/><circle cx="360" cy="164" r="4" fill="#1b1f23"/>
    <path d="M276,214 L236,236 L282,226 Z" fill="#3f5f82"/>
    <path d="M318,234 L314,250 M334,234 L338,250" stroke="#6b4f3a" stroke-width="4" stroke-linecap="round"/>`,
  farm: () =>
    `${sky(['#bde0f2', '#f4f1e4'])}<circle cx="90" cy="80" r="30" fill="#fff3c4"/>
    ${hill(230, 12, 600, 0.3, '#a9cf86')}${hill(275, 10, 420, 2, '#86b868')}
    <path d="M380,250 L380,170 L430,130 L480,170 L480,250 Z" fill="#b5473a"/>
    <path d="M372,174 L430,124 L488,174" fill="none" stroke="#7d2f26" stroke-width="8" stroke-linejoin="round"/>
    <rect x="414" y="200" width="32" height="50" fill="#7d2f26"/><path d="M414,200 L446,250 M446,200 L414,250" stroke="#e8d9c0" stroke-width="3"/>
    <rect x="420" y="150" width="20" height="18" fill="#e8d9c0"/>
    <path d="M0,300 H640 M0,322 H640" stroke="#e8d9c0" stroke-width="4"/>
    ${[30, 110, 190, 270, 350, 430, 510, 590].map((x) => `<rect x="${x}" y="290" width="6" height="44" fill="#e8d9c0"/>`).join('')}
    ${hill(345, 4, 300, 1, '#6a9c50')}`,
  courtroom: () =>
    `${sky(['#e9eef5', '#d5dde8'])}<rect y="300" width="${W}" height="60" fill="#b9c3d0"/>
    <path d="M170,120 L320,60 L470,120 Z" fill="#8d99aa"/><rect x="170" y="120" width="300" height="14" fill="#7a8697"/>
    ${[190, 240, 290, 340, 390, 440].map((x) => `<rect x="${x}" y="134" width="14" height="150" fill="#f3f5f8"/>`).join('')}
    <rect x="160" y="284" width="320" height="16" fill="#7a8697"/><rect x="150" y="300" width="340" height="10" fill="#6b7687"/>
    <g stroke="#c9a227" stroke-width="4" fill="none" stroke-linecap="round">
      <path d="M560,130 V250 M530,250 H590 M520,150 H600"/>
      <path d="M520,150 L505,195 H535 Z M600,150 L585,195 H615 Z" fill="#e8c85a"/>
    </g>`,
  fox: () =>
    `${sky(['#f4b98a', '#f8dcb8', '#fbeedb'])}<circle cx="520" cy="120" r="34" fill="#fff1d0"/>
    ${hill(250, 10, 560, 0.5, '#b9c98e')}${hill(290, 8, 380, 2.4, '#98b26c')}
    <path fill="#d9662b" d="M300,300 C290,250 295,215 318,196 L312,160 L330,178 L350,176 L366,158 L362,198 C385,218 388,260 372,300 Z"/>
    <path fill="#f7efe2" d="M322,208 L340,232 L358,208 C352,222 346,236 340,240 C334,236 328,222 322,208 Z"/>
    <path fill="#d9662b" d="M372,296 C420,300 452,284 460,252 C440,270 410,276 378,270 Z"/>
    <path fill="#f7efe2" d="M446,262 C452,258 457,255 460,252 C458,264 452,272 444,278 Z"/>
    <circle cx="330" cy="204" r="3" fill="#1b1f23"/><circle cx="350" cy="204" r="3" fill="#1b1f23"/><circle cx="340" cy="226" r="3.5" fill="#1b1f23"/>
    ${hill(335, 5, 200, 1, '#7d9a57')}`,
  bee: () =>
    `${sky(['#fdf3c8', '#f6e7b0'])}${hill(300, 8, 400, 1.2, '#9cc27a')}
    <path d="M170,300 C172,260 168,230 176,200" stroke="#4f7d3a" stroke-width="6" fill="none"/>
    <ellipse cx="150" cy="260" rx="22" ry="9" fill="#6aa05a" transform="rotate(-30 150 260)"/>
    ${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="176" cy="172" rx="14" ry="30" fill="#f2f2f7" transform="rotate(${a} 176 200)"/>`).join('')}
    <circle cx="176" cy="200" r="16" fill="#f0b429"/>
    <ellipse cx="400" cy="150" rx="34" ry="22" fill="#cfe4f2" opacity="0.85" transform="rotate(-25 400 150)"/>
    <ellipse cx="430" cy="146" rx="28" ry="18" fill="#cfe4f2" opacity="0.85" transform="rotate(20 430 146)"/>
    <ellipse cx="410" cy="190" rx="56" ry="32" fill="#1f1f24"/>
    <path d="M380,162 Q388,190 380,218 M404,158 Q412,190 404,222 M428,160 Q436,190 428,220" stroke="#f0b429" stroke-width="10" fill="none"/>
    <circle cx="462" cy="182" r="20" fill="#1f1f24"/>
    <path d="M470,166 Q480,140 494,138 M476,170 Q494,150 506,152" stroke="#1f1f24" stroke-width="3" fill="none"/>
    <path d="M250,230 q20,-20 40,0 t40,0" stroke="#8a6d1f" stroke-width="2" fill="none" stroke-dasharray="6 6"/>`,
  lens: () =>
    `${sky(['#e6f2e4', '#cfe5cc'])}
    <path fill="#4f9a5b" d="M140,300 C160,180 300,110 470,120 C450,250 330,320 140,300 Z"/>
    <path d="M150,296 C240,240 340,180 460,126" stroke="#2f6b3a" stroke-width="5" fill="none"/>
    ${[0.25, 0.45, 0.65]
      .map((t) => {
        const x = 150 + 310 * t;
        const y = 296 - 170 * t;
        return `<path d="M${x},${y} l-30,-40 M${x},${y} l40,20" stroke="#2f6b3a" stroke-width="3"/>`;
      })
      .join('')}
    <circle cx="380" cy="190" r="74" fill="#ffffff" opacity="0.35" stroke="#3b4450" stroke-width="14"/>
    <path d="M432,242 L520,330" stroke="#3b4450" stroke-width="22" stroke-linecap="round"/>
    <path d="M340,150 A56,56 0 0 1 380,134" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  paw: () =>
    `${sky(['#f7e3e6', '#f1d0d6'])}
    <path fill="#e07a8b" d="M320,320 C220,250 150,190 150,130 C150,85 185,55 225,55 C265,55 295,80 320,115 C345,80 375,55 415,55 C455,55 490,85 490,130 C490,190 420,250 320,320 Z"/>
    <ellipse cx="320" cy="200" rx="44" ry="36" fill="#fff4f5"/>
    <ellipse cx="262" cy="148" rx="17" ry="22" fill="#fff4f5"/><ellipse cx="300" cy="124" rx="17" ry="23" fill="#fff4f5"/>
    <ellipse cx="340" cy="124" rx="17" ry="23" fill="#fff4f5"/><ellipse cx="378" cy="148" rx="17" ry="22" fill="#fff4f5"/>`,
};

async function main(): Promise<void> {
  const dir = join(import.meta.dirname, '..', 'public/feed');
  mkdirSync(dir, { recursive: true });
  for (const [name, scene] of Object.entries(SCENES)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene()}</svg>`;
    const file = join(dir, `${name}.webp`);
    await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(file);
    console.log(`/feed/${name}.webp\t${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
