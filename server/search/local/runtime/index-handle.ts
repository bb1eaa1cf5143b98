/**
 * The provider's read-only connection to the index file, reopened when the importer swaps a new
 * file in. The importer renames a complete file over the old one, so a changed inode, size or
 * mtime means a new index: this is checked with one stat() at most every `reloadCheckMs`. The
 * old connection keeps its (unlinked) file alive until it is closed, so nothing is cut off.
 */
import Database, { type Statement } from 'better-sqlite3';
import type { Logger } from '../../../logger.ts';
import { ProviderError } from '../../provider.ts';
import { formatVersion, INDEX_FORMAT_VERSION, READABLE_FORMAT_VERSIONS } from '../build/schema.ts';
import { fileGeneration, NO_INDEX } from './index-generation.ts';

export interface OpenIndex {
  db: Database.Database;
  /** Records in the index. */
  documents: number;
  /** The file's format version (schema.ts): 1 lacks `media_docs`, `term_tops` and the title-key index. */
  format: number;
  /** A prepared statement, cached for the life of this connection. */
  statement(sql: string): Statement;
  /** A value computed once per connection (e.g. a spelling bucket), then kept. */
  memo<T>(key: string, compute: () => T): T;
  /** Set on a view by tests only: every page takes the full ranking, to compare the shortcut's with. */
  fullRankingOnly?: boolean;
}

export interface IndexHandle {
  /**
   * The current index; throws a ProviderError when there is none. `generation`: the file's as the
   * caller last saw it (index-generation.ts); when it is not the open file's, the file is checked
   * now rather than at the next `reloadCheckMs`, so the answer comes from the index the caller
   * keys its cache with.
   */
  current(generation?: string): OpenIndex;
  close(): void;
}

interface Opened {
  index: OpenIndex;
  signature: string;
}

const fail = (message: string) => new ProviderError('local', message);

function openIndex(file: string): OpenIndex {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw fail(`cannot open the search index ${file}: ${(error as Error).message}`);
  }
  const version = formatVersion(db);
  if (version === undefined || !READABLE_FORMAT_VERSIONS.includes(version)) {
    db.close();
    throw fail(
      `${file} is not a search index of format ${INDEX_FORMAT_VERSION} (rebuild it: npm run index -- --replace …)`,
    );
  }
  db.pragma('mmap_size = 268435456');
  // The file never changes under an open connection (the importer renames a new one over it):
  // the shared lock is taken once and kept, instead of a lock, a check of the file's change
  // counter and an unlock around every statement (a few per cent of a lookup).
  db.pragma('locking_mode = EXCLUSIVE');
  const documents = Number(db.prepare("SELECT value FROM meta WHERE key = 'documents'").pluck().get() ?? 0);
  const statements = new Map<string, Statement>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const memos = new Map<string, unknown>();
  const memo = <T>(key: string, compute: () => T): T => {
    if (!memos.has(key)) memos.set(key, compute());
    return memos.get(key) as T;
  };
  return { db, documents, format: version, statement, memo };
}

/** The two log lines a handle writes: a pino logger, or a search worker's relay (search-worker.ts). */
export type IndexLogger = Pick<Logger, 'info' | 'error'>;

export function createIndexHandle(
  file: string,
  options: { logger?: IndexLogger; reloadCheckMs?: number },
): IndexHandle {
  const reloadCheckMs = options.reloadCheckMs ?? 1000;
  let opened: Opened | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  function current(generation?: string): OpenIndex {
    const now = Date.now();
    const told = generation !== undefined && generation !== NO_INDEX && generation !== opened?.signature;
    if (opened && !told && now - checkedAt < reloadCheckMs) return opened.index;
    checkedAt = now;
    const signature = fileGeneration(file);
    if (signature === NO_INDEX) {
      // A file removed under a running server: keep answering from the open one.
      if (opened) return opened.index;
      throw fail(`the search index ${file} does not exist (build it: npm run index -- FILE…)`);
    }
    if (opened?.signature === signature) return opened.index;
    let index: OpenIndex;
    try {
      index = openIndex(file);
    } catch (error) {
      if (!opened) throw error;
      options.logger?.error({ err: error }, 'new search index rejected; still serving the previous one');
      opened.signature = signature;
      return opened.index;
    }
    opened?.index.db.close();
    opened = { index, signature };
    options.logger?.info({ documents: index.documents }, 'search index opened');
    return index;
  }

  return {
    current,
    close() {
      opened?.index.db.close();
      opened = undefined;
    },
  };
}
