/**
 * A folded word as an FTS5 phrase: in double quotes, a quote inside doubled, so that no word can
 * reach FTS5's syntax (OR, NEAR, *, -, ^, column filters). Every MATCH expression is built of these.
 */
export const ftsPhrase = (word: string): string => `"${word.replaceAll('"', '""')}"`;
