/**
 * LEDGER_SIGNING_KEY as operators give it: the Ed25519 private key in PKCS#8 PEM, as
 * `openssl genpkey -algorithm ed25519` writes it. Environment files often cannot hold line
 * breaks, so a literal `\n` stands for one. Node's own crypto parses it; nothing else is needed.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';

export function ledgerPrivateKeyOf(pem: string): KeyObject {
  const key = createPrivateKey({ key: pem.replace(/\\n/g, '\n').trim(), format: 'pem' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`a ${key.asymmetricKeyType} key, not ed25519`);
  return key;
}

/** What is wrong with the variable's value, for the boot's list of problems; undefined when usable. */
export function ledgerSigningKeyProblem(pem: string): string | undefined {
  try {
    ledgerPrivateKeyOf(pem);
    return undefined;
  } catch {
    return 'LEDGER_SIGNING_KEY: must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)';
  }
}
