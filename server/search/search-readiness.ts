/**
 * What /readyz says of search: the provider's own check (cached, it may cost quota), unless the
 * main vertical's circuit is open. An open circuit is a provider that failed several lookups in a
 * row: results pages fail at once (503), and readiness says so too. While open, each probe goes
 * through the breaker: it fails at once until the half-open delay has passed, then it is the trial
 * that closes the circuit (no search traffic needed, so a replica out of rotation comes back).
 */
import { isBrokenCircuitError } from 'cockatiel';
import type { SearchProvider } from './provider.ts';
import { cachedProviderCheck } from './provider-check.ts';
import type { SearchRunner } from './runner.ts';

export function searchReadiness(
  runner: Pick<SearchRunner, 'circuit' | 'probe'>,
  provider: SearchProvider,
): () => Promise<string | undefined> {
  // A check cached before the circuit last changed says nothing of the provider now.
  const checked = cachedProviderCheck(provider, 60_000, () => runner.circuit().since);
  return async () => {
    if (runner.circuit().state === 'closed') return checked();
    try {
      await runner.probe(AbortSignal.timeout(5000));
    } catch (error) {
      // Property check as in runner.ts: cockatiel may be loaded twice (ESM and CJS builds).
      if (isBrokenCircuitError(error) || (error as { isBrokenCircuitError?: boolean })?.isBrokenCircuitError) {
        return 'the circuit is open after repeated failed lookups';
      }
      return error instanceof Error ? error.message : String(error);
    }
    return runner.circuit().state === 'closed' ? checked() : 'the circuit is not closed';
  };
}
