import { describe, expect, it } from 'vitest';
import { ndcgAt10, parseCisi, parseJudgments } from '../../scripts/bench/relevance-cisi.ts';

describe('parseCisi', () => {
  it('reads .I entries with their .T and .W fields, skipping the others', () => {
    const source =
      '.I 1\n.T\n18 Editions of the\nDewey Decimal\n.A\nComaromi, J.P.\n.W\nThe present study\nis a history.\n.X\n1\t5\t1\n.I 2\n.W\nWhat is information science?\n';
    expect(parseCisi(source)).toEqual([
      { id: 1, title: '18 Editions of the Dewey Decimal', text: 'The present study is a history.' },
      { id: 2, title: '', text: 'What is information science?' },
    ]);
  });
});

describe('parseJudgments', () => {
  it('groups relevant documents by question', () => {
    const judged = parseJudgments('     1     28\t0\t0.000000\n     1     35\t0\t0.000000\n     2     7\t0\t0.0\n\n');
    expect([...judged.entries()].map(([q, docs]) => [q, [...docs]])).toEqual([
      [1, [28, 35]],
      [2, [7]],
    ]);
  });
});

describe('ndcgAt10', () => {
  it.each<[number[], number[], number, number]>([
    [[1, 2, 3], [1, 2, 3], 1, 0.3],
    [[9, 1], [1], 1 / Math.log2(3), 0.1],
    [[], [1], 0, 0],
    [[4, 5], [1, 2], 0, 0],
    [Array.from({ length: 12 }, (_, i) => i + 1), [11, 12], 0, 0],
  ])('%j against %j', (ranked, relevant, ndcg, precision) => {
    const scored = ndcgAt10(ranked, new Set(relevant));
    expect(scored.ndcg).toBeCloseTo(ndcg, 10);
    expect(scored.precision).toBeCloseTo(precision, 10);
  });
});
