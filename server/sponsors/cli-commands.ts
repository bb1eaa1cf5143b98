/**
 * The commands of the sponsored-links CLI (./cli.ts), each given an open store and its outputs.
 * Import validates the whole file before it opens a transaction, so a bad entry anywhere leaves
 * the database as it was; the errors name each entry and field (./import-file.ts).
 */

import { formatMinor } from '../ledger/money.ts';
import { type CliIo, readImportFile } from '../operator-cli.ts';
import { validateSponsorText } from './import-file.ts';
import type { SponsoredLink, SponsorStore } from './sponsor-model.ts';

/** Far above any real file (1000 entries of a few hundred characters); stops a wrong file early. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function importCommand(
  file: string,
  options: { store: SponsorStore | undefined; io: CliIo; now: Date },
): Promise<number> {
  const { store, io } = options;
  const result = readImportFile(file, MAX_FILE_BYTES, validateSponsorText, io);
  if (!result) return 1;
  if (!store) {
    io.out(`${file}: ${result.entries.length} sponsored link(s) are valid (dry run: nothing was written)`);
    return 0;
  }
  // An entry without `paused` keeps the state an operator set with pause/resume.
  const pausedNow = new Map((await store.listLinks()).map((link) => [link.id, link.paused]));
  const links: SponsoredLink[] = result.entries.map((entry) => ({
    ...entry,
    paused: entry.paused ?? pausedNow.get(entry.id) ?? false,
  }));
  const { added, updated } = await store.upsertLinks(links, options.now);
  io.out(`imported ${links.length} sponsored link(s) from ${file}: ${added} added, ${updated} updated`);
  return 0;
}

function status(link: SponsoredLink, today: string): string {
  if (link.paused) return 'paused';
  if (today < link.start) return 'scheduled';
  if (today > link.end) return 'ended';
  return 'active';
}

export async function listCommand(store: SponsorStore, io: CliIo, now: Date): Promise<number> {
  const today = utcDay(now);
  const [links, active] = await Promise.all([store.listLinks(), store.activeLinks(today)]);
  const spent = new Map(active.map((link) => [link.id, link.spentToday]));
  for (const link of links) {
    const money = (amount: number) => formatMinor(amount, link.currency);
    io.out(
      [
        link.id,
        status(link, today),
        `${money(link.cpc)}/click`,
        `${money(spent.get(link.id) ?? 0)} of ${money(link.dailyBudget)} spent today`,
        `${link.start}…${link.end}`,
        link.languages.join(','),
        link.regions.join(','),
        `${link.advertiser}: ${link.title}`,
      ].join('  '),
    );
  }
  io.out(`${links.length} sponsored link(s)`);
  return 0;
}

export async function pauseCommand(store: SponsorStore, id: string, paused: boolean, io: CliIo, now: Date) {
  if (!(await store.setPaused(id, paused, now))) {
    io.err(`no sponsored link ${JSON.stringify(id)}`);
    return 1;
  }
  io.out(`${paused ? 'paused' : 'resumed'} ${JSON.stringify(id)}`);
  return 0;
}

export async function deleteCommand(store: SponsorStore, id: string, io: CliIo): Promise<number> {
  if (!(await store.deleteLink(id))) {
    io.err(`no sponsored link ${JSON.stringify(id)}`);
    return 1;
  }
  io.out(`deleted ${JSON.stringify(id)} (its spend and ledger rows are kept)`);
  return 0;
}
