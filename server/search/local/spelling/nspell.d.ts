// nspell ships no types: the little of it that dictionary-words.ts reads.
declare module 'nspell' {
  interface NSpell {
    /** Every word of the dictionary and every form its affix rules make, as keys. */
    data: Record<string, unknown>;
    correct(word: string): boolean;
  }
  export default function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): NSpell;
}
