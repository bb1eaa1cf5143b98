/**
 * Draws the mail shortcut widget's images into public/mail/ (commit the files):
 *   icons/<kind>.svg      a white pictogram on a coloured tile, one per service kind
 *   providers/<id>.svg    a neutral monogram per mail environment
 *   previews/<id>.svg     a mock of the environment's grid with its name, for the choice
 * Generic pictograms drawn here, not the providers' logos (their marks are theirs, and the site
 * serves every image itself). Run: npx tsx scripts/make-mail-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_ENVIRONMENT_LIST, SERVICE_KINDS, type ServiceKind } from '../server/shared/mail-environments.ts';

const OUT = join(process.cwd(), 'public/mail');

/** Each kind: tile colour (white reads on all of them at 4.5:1 or more) and strokes on a 48 grid. */
const ICONS: Record<ServiceKind, { color: string; body: string }> = {
  mail: { color: '#c5221f', body: '<rect x="11" y="15" width="26" height="18" rx="2"/><path d="m11 17 13 9 13-9"/>' },
  calendar: {
    color: '#1967d2',
    body: '<rect x="12" y="14" width="24" height="22" rx="2"/><path d="M12 21h24M18 11v5M30 11v5M18 28h.01M24 28h.01M30 28h.01"/>',
  },
  drive: {
    color: '#137333',
    body: '<path d="M11 17a2 2 0 0 1 2-2h7l3 3h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H13a2 2 0 0 1-2-2z"/>',
  },
  docs: { color: '#185abc', body: '<path d="M16 11h11l6 6v20H16zM27 11v6h6M20 23h9M20 28h9M20 33h5"/>' },
  sheets: {
    color: '#0d652d',
    body: '<rect x="14" y="12" width="20" height="24" rx="1"/><path d="M14 20h20M14 28h20M24 12v24"/>',
  },
  slides: {
    color: '#a04600',
    body: '<rect x="11" y="13" width="26" height="18" rx="1"/><path d="M24 31v6M19 37h10"/>',
  },
  meet: {
    color: '#00695c',
    body: '<rect x="10" y="16" width="20" height="16" rx="2"/><path d="m30 21 8-5v16l-8-5z"/>',
  },
  maps: {
    color: '#b31412',
    body: '<path d="M24 37s-9-8.5-9-15a9 9 0 0 1 18 0c0 6.5-9 15-9 15z"/><circle cx="24" cy="22" r="3"/>',
  },
  photos: {
    color: '#7b2cbf',
    body: '<rect x="11" y="13" width="26" height="22" rx="2"/><path d="m11 31 8-8 7 7 4-4 7 6"/><circle cx="30" cy="19" r="2"/>',
  },
  youtube: {
    color: '#c00000',
    body: '<rect x="10" y="14" width="28" height="20" rx="5"/><path d="m21 19 8 5-8 5z" fill="#fff"/>',
  },
  office: {
    color: '#c43e00',
    body: '<rect x="13" y="13" width="9" height="9"/><rect x="26" y="13" width="9" height="9"/><rect x="13" y="26" width="9" height="9"/><rect x="26" y="26" width="9" height="9"/>',
  },
  teams: { color: '#4b53bc', body: '<path d="M12 14h24v15H22l-6 5v-5h-4z"/>' },
  onedrive: { color: '#0364b8', body: '<path d="M16 32h17a6 6 0 0 0 0-12 9 9 0 0 0-17-1 6.5 6.5 0 0 0 0 13z"/>' },
  onenote: {
    color: '#7719aa',
    body: '<rect x="15" y="11" width="20" height="26" rx="2"/><path d="M11 17h6M11 24h6M11 31h6M20 18h11M20 24h11M20 30h7"/>',
  },
  contacts: { color: '#4d5156', body: '<circle cx="24" cy="19" r="5"/><path d="M14 36a10 10 0 0 1 20 0"/>' },
  translation: {
    color: '#174ea6',
    body: '<path d="M11 14h14M18 11v3M14 14c1 6 5 10 10 12M22 14c-1 6-5 10-10 12M26 37l5-12 5 12M28 33h6"/>',
  },
  news: {
    color: '#3c4043',
    body: '<path d="M11 13h22v22H14a3 3 0 0 1-3-3zM33 19h4v13a3 3 0 0 1-3 3M15 19h14M15 25h14M15 30h10"/>',
  },
  finance: { color: '#0b7a53', body: '<path d="m11 33 8-8 6 4 12-13M31 16h6v6M11 37h26"/>' },
};

const STROKES = 'fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';

/** A tile's content on a 48 × 48 grid, to embed or to stand alone. */
const tile = (kind: ServiceKind) =>
  `<rect width="48" height="48" rx="12" fill="${ICONS[kind].color}"/><g ${STROKES}>${ICONS[kind].body}</g>`;

/** The title names the image for tools; pages show these with alt="" beside their visible name. */
const svg = (width: number, height: number, title: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${content}</svg>\n`;

function write(path: string, text: string): void {
  mkdirSync(join(OUT, path, '..'), { recursive: true });
  writeFileSync(join(OUT, path), text);
}

for (const kind of SERVICE_KINDS) write(`icons/${kind}.svg`, svg(48, 48, kind, tile(kind)));

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"';
for (const env of MAIL_ENVIRONMENT_LIST) {
  const monogram = `<circle cx="24" cy="24" r="24" fill="#5b6470"/><text x="24" y="32" text-anchor="middle" font-size="24" font-weight="700" fill="#fff" ${FONT}>${env.name[0]}</text>`;
  write(`providers/${env.id}.svg`, svg(48, 48, env.name, monogram));

  // Up to six of its services, three a row, under its name: the grid the visitor will get.
  const tiles = env.services
    .slice(0, 6)
    .map(
      (s, i) =>
        `<g transform="translate(${16 + (i % 3) * 46} ${34 + Math.floor(i / 3) * 32}) scale(${(26 / 48).toFixed(4)})">${tile(s.kind)}</g>`,
    )
    .join('');
  const preview = `<rect x="0.5" y="0.5" width="159" height="99" rx="10" fill="#f4f6f8" stroke="#dde2e7"/><text x="14" y="23" font-size="14" font-weight="700" fill="#1b1f23" ${FONT}>${env.name}</text>${tiles}`;
  write(`previews/${env.id}.svg`, svg(160, 100, env.name, preview));
}
console.log(
  `wrote ${SERVICE_KINDS.length} icons and ${MAIL_ENVIRONMENT_LIST.length} monograms and previews to public/mail/`,
);
