/**
 * Counts one load level's answers for scripts/bench/load.ts: by status, and the wrong ones
 * (load-mix.ts answerIsRight) by kind of page and status.
 */
import type { LoadTarget } from './load-mix.ts';

export class LoadTally {
  wrong = 0;
  private readonly byStatus = new Map<number, number>();
  private readonly wrongKinds = new Map<string, number>();

  record(target: LoadTarget, status: number, right: boolean): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (!right) {
      this.wrong++;
      const key = `${target.kind} ${status}`;
      this.wrongKinds.set(key, (this.wrongKinds.get(key) ?? 0) + 1);
    }
  }

  /** "200 ×1234, 404 ×12", by status. */
  statuses(): string {
    return [...this.byStatus]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ');
  }

  wrongByKind(): string {
    return [...this.wrongKinds].map(([key, count]) => `${key} ×${count}`).join(', ');
  }
}
