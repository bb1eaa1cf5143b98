/** The budget and breaker every outbound neighbour gets: deadline, opening, trial, failure kinds. */
import { describe, expect, it } from 'vitest';
import { failureKind, outboundBudget } from '../../server/http/outbound-budget.ts';

const never = () => new Promise<never>(() => {});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failing = () => Promise.reject(new Error('refused'));
const kindOf = (pending: Promise<unknown>) => pending.then(() => 'ok', failureKind);

describe('outbound budget', () => {
  it('answers at its deadline whatever the call does, and aborts the call', async () => {
    const budget = outboundBudget({ timeoutMs: 50 });
    let aborted = false;
    const started = performance.now();
    const outcome = await kindOf(
      budget.execute((signal) => {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        return never();
      }),
    );
    expect(outcome).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(200);
    expect(aborted).toBe(true);
  });

  it('opens after `breakAfter` failures in a row, refusing calls without making them', async () => {
    const budget = outboundBudget({ timeoutMs: 50, breakAfter: 2, halfOpenAfterMs: 10_000 });
    let calls = 0;
    const call = () => {
      calls++;
      return failing();
    };
    expect(await kindOf(budget.execute(call))).toBe('error');
    expect(await kindOf(budget.execute(call))).toBe('error');
    expect(await kindOf(budget.execute(call))).toBe('circuit-open');
    expect(calls).toBe(2);
  });

  it('after its cool-down makes one trial; other calls meanwhile are refused at once, not held', async () => {
    const budget = outboundBudget({ timeoutMs: 100, breakAfter: 1, halfOpenAfterMs: 50 });
    expect(await kindOf(budget.execute(failing))).toBe('error');
    await sleep(70);
    const trial = budget.execute(async () => {
      await sleep(60);
      return 'answered';
    });
    const started = performance.now();
    expect(await kindOf(budget.execute(async () => 'not asked'))).toBe('circuit-open');
    expect(performance.now() - started).toBeLessThan(30);
    expect(await trial).toBe('answered');
    // The trial succeeded: closed again.
    expect(await budget.execute(async () => 'asked')).toBe('asked');
  });

  it('calls onBreak and onReset', async () => {
    const budget = outboundBudget({ timeoutMs: 100, breakAfter: 1, halfOpenAfterMs: 20 });
    const events: string[] = [];
    budget.onBreak(() => events.push('break'));
    budget.onReset(() => events.push('reset'));
    await kindOf(budget.execute(failing));
    await sleep(40);
    await budget.execute(async () => 'ok');
    expect(events).toEqual(['break', 'reset']);
  });
});
