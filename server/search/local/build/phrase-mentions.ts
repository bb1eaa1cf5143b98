/**
 * How useful a suggestion phrase is: the number of records that mention it in their text without
 * holding it in their title. A phrase many other records talk about is a destination people look
 * for ("wolf", mentioned by 254 articles of the Wikipedia slice); a phrase that only begins many
 * titles is a family of look-alike pages ("wola", the first word of 221 Polish village titles,
 * mentioned by 165 other articles, "wólka" by 16). Counting the title holders too would rank those
 * families first, since each village's text repeats its own name: they break ties instead
 * (phraseWeight). A phrase ending in a function word ("from the") is never a useful completion on
 * its own: it gets no mentions, only its title count.
 *
 * The count is one pass over every record's words, matched against a trie of the phrases' words
 * (much cheaper than an FTS5 phrase query per phrase: 2 minutes on the slice's 117k phrases).
 * Words are split by a fast approximation of the index's tokenizer (ASCII punctuation and the
 * common Unicode punctuation blocks separate words; non-ASCII words are folded as the index
 * folds them), applied alike to the phrases and the texts, so both sides split the same way.
 */
import type { Database } from 'better-sqlite3';
import { FUNCTION_WORDS } from '../language/function-words.ts';
import { fold } from '../language/text-fold.ts';

// Anything but white space, ASCII punctuation, Latin-1 symbols and the general, CJK and
// full-width punctuation blocks. A class test of code units: several times faster than \p{L}.
const TOKEN = /[^\s!-/:-@[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f\uff01-\uff0f]+/g;
const NON_ASCII = /[^ -~\s]/;
/** Text read per record: mentions beyond it change few counts and cost a long article's time. */
export const MENTION_SCAN_CHARS = 50_000;

/** Calls `visit` with each word of `text`, lowercased and folded. */
export function forEachWord(text: string, visit: (word: string) => void): void {
  const lower = text.toLowerCase();
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(lower); match !== null; match = TOKEN.exec(lower)) {
    const word = NON_ASCII.test(match[0]) ? fold(match[0]) : match[0];
    if (word !== '') visit(word);
  }
}

/**
 * Counts, for each phrase (by its index in `phrases`), the records mentioning it. Counts are kept
 * per trie node, so phrases that split into the same words ("river", "river.") share theirs.
 */
export class MentionCounter {
  /** The trie of the phrases' words: node 0 is the root; a node's children by next word. */
  private readonly children: (Map<string, number> | undefined)[] = [new Map()];
  /** Whether a phrase ends at each node. */
  private readonly ends: boolean[] = [false];
  /** Each phrase's node, or -1 (no words, or ending in a function word). */
  private readonly nodeOf: Int32Array;
  /** Per node: the records mentioning it, the last that did, the last holding it in its title. */
  private readonly counts: Int32Array;
  private readonly seenIn: Int32Array;
  private readonly titledIn: Int32Array;
  private record = 0;
  /** Partial matches under way (trie nodes), reused from word to word. */
  private readonly active: Int32Array;
  private readonly following: Int32Array;

  constructor(phrases: readonly string[]) {
    this.nodeOf = new Int32Array(phrases.length).fill(-1);
    let deepest = 1;
    phrases.forEach((phrase, index) => {
      const words: string[] = [];
      forEachWord(phrase, (word) => words.push(word));
      if (words.length === 0 || FUNCTION_WORDS.has(words.at(-1)!)) return;
      deepest = Math.max(deepest, words.length);
      let node = 0;
      for (const word of words) {
        const children = this.children[node] ?? new Map<string, number>();
        this.children[node] = children;
        let child = children.get(word);
        if (child === undefined) {
          child = this.ends.length;
          children.set(word, child);
          this.ends.push(false);
          this.children.push(undefined);
        }
        node = child;
      }
      this.ends[node] = true;
      this.nodeOf[index] = node;
    });
    const nodes = this.ends.length;
    this.counts = new Int32Array(nodes);
    this.seenIn = new Int32Array(nodes).fill(-1);
    this.titledIn = new Int32Array(nodes).fill(-1);
    // At most one partial match per start among the last `deepest` words.
    this.active = new Int32Array(deepest + 1);
    this.following = new Int32Array(deepest + 1);
  }

  /** Reads one record: counts the phrases its text mentions and its title lacks. */
  add(title: string, text: string): void {
    const record = this.record++;
    this.walk(title, record, this.titledIn, false);
    this.walk(text.length > MENTION_SCAN_CHARS ? text.slice(0, MENTION_SCAN_CHARS) : text, record, this.seenIn, true);
  }

  /** The records that mentioned phrase number `index` so far. */
  mentions(index: number): number {
    const node = this.nodeOf[index]!;
    return node < 0 ? 0 : this.counts[node]!;
  }

  /**
   * Marks in `marks` every phrase `text` holds with `record` (once per record) and, when
   * `counting`, counts those the record's title does not hold. The matches under way advance
   * word by word; a tight loop, since it runs for every word of every record.
   */
  private walk(text: string, record: number, marks: Int32Array, counting: boolean): void {
    const { children, ends, titledIn, counts } = this;
    const root = children[0]!;
    let active = this.active;
    let following = this.following;
    let activeCount = 0;
    const lower = text.toLowerCase();
    TOKEN.lastIndex = 0;
    for (let match = TOKEN.exec(lower); match !== null; match = TOKEN.exec(lower)) {
      const word = NON_ASCII.test(match[0]) ? fold(match[0]) : match[0];
      let nextCount = 0;
      for (let i = 0; i <= activeCount; i++) {
        // The matches under way, then a new one starting at this word (from the root).
        const child = i < activeCount ? children[active[i]!]?.get(word) : root.get(word);
        if (child === undefined) continue;
        if (ends[child] && marks[child] !== record) {
          marks[child] = record;
          if (counting && titledIn[child] !== record) counts[child]!++;
        }
        if (children[child] !== undefined) following[nextCount++] = child;
      }
      const done = active;
      active = following;
      following = done;
      activeCount = nextCount;
    }
  }
}

/** Title counts break ties between equally mentioned phrases, below this many titles. */
const TITLE_SLOTS = 4096;

/**
 * The stored weight (one integer, larger is better): the mentions first, then the titles that
 * hold the phrase (`titles`, capped), so one ORDER BY weight sorts by both.
 */
export function phraseWeight(mentions: number, titles: number): number {
  return mentions * TITLE_SLOTS + Math.min(titles, TITLE_SLOTS - 1);
}

/** The mentions of each phrase (by folded key) over every record of the index being built. */
export function countMentions(db: Database, phrases: readonly { key: string; phrase: string }[]): Map<string, number> {
  const counter = new MentionCounter(phrases.map((item) => item.phrase));
  const rows = db.prepare('SELECT title, text FROM records').raw().iterate() as Iterable<[string, string]>;
  for (const [title, text] of rows) counter.add(title, text);
  return new Map(phrases.map((item, index) => [item.key, counter.mentions(index)]));
}
