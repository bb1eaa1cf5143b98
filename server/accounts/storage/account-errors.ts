/**
 * Errors the account store throws to its callers, typed so a route can map each to a status
 * (unknown account → 404, invalid settings or amount → 400, e-mail conflict → 409).
 */
import type { z } from 'zod';

/** Largest amount one addToCounter call may add (a merge of anonymous counts is bounded too). */
export const MAX_COUNTER_AMOUNT = 1000;

export class AccountStoreError extends Error {
  override name = 'AccountStoreError';
}

export class AccountNotFoundError extends AccountStoreError {
  override name = 'AccountNotFoundError';
  constructor() {
    // The id is left out of the message: messages reach logs.
    super('account not found');
  }
}

export class InvalidSettingsError extends AccountStoreError {
  override name = 'InvalidSettingsError';
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(
      `invalid settings: ${issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`,
    );
  }
}

export class InvalidCounterAmountError extends AccountStoreError {
  override name = 'InvalidCounterAmountError';
  constructor(readonly amount: number) {
    super(`counter amount must be an integer from 0 to ${MAX_COUNTER_AMOUNT}, got ${amount}`);
  }
}

/** The e-mail already belongs to an account whose e-mail hash differs from the one given. */
export class EmailConflictError extends AccountStoreError {
  override name = 'EmailConflictError';
  constructor() {
    super('e-mail already registered under another e-mail hash');
  }
}
