/** What the e-mail login pages show: why an address was refused, and the account a link logs into. */

/** Why an address cannot be used (server/accounts/email.ts decides). */
export type EmailProblem = 'required' | 'invalid';

/** The pending login a mailed link names (server/routes/login-link.ts finds it, without using it). */
export interface LoginLink {
  token: string;
  /** 'a…@example.org' (server/accounts/email.ts). */
  maskedEmail: string;
}
