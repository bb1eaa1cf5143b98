/**
 * The ledger's Ed25519 key, which signs the monthly statements. Production must configure
 * LEDGER_SIGNING_KEY (config enforces it); elsewhere a key is generated once into DATA_DIR, as
 * the session secret is (server/session-secret.ts), so statements keep verifying after a restart.
 *
 * The public half is published as a JWK (RFC 8037) whose `kid` is its RFC 7638 thumbprint: the
 * SHA-256 of its canonical required members, so anyone can recompute it from `x` alone.
 */
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from './canonical-json.ts';
import { ledgerPrivateKeyOf } from './ledger-key-pem.ts';

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  /** The raw 32-byte public key, base64url. */
  x: string;
  kid: string;
}

export interface LedgerKey {
  privateKey: KeyObject;
  jwk: PublicJwk;
}

export const KEY_FILE = 'ledger-signing-key.pem';

export function ledgerKeyOf(privateKey: KeyObject): LedgerKey {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('not an Ed25519 key');
  return { privateKey, jwk: publicJwk(x) };
}

export function publicJwk(x: string): PublicJwk {
  const kid = createHash('sha256')
    .update(canonicalJson({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
  return { kty: 'OKP', crv: 'Ed25519', x, kid };
}

/** The configured key, else the one kept in DATA_DIR (created on first use). */
export function resolveLedgerKey(config: { ledgerSigningKey: string | undefined; dataDir: string }): LedgerKey {
  if (config.ledgerSigningKey) return ledgerKeyOf(ledgerPrivateKeyOf(config.ledgerSigningKey));
  const file = join(config.dataDir, KEY_FILE);
  const read = () => ledgerKeyOf(ledgerPrivateKeyOf(readFileSync(file, 'utf8')));
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // 'wx' fails if another process created it meanwhile; then use theirs.
  try {
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

/** Ed25519 signature of the text's UTF-8 bytes, base64url. */
export function signText(key: LedgerKey, text: string): string {
  return sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64url');
}

export function verifyText(jwk: Pick<PublicJwk, 'x'>, text: string, signature: string): boolean {
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
  return verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64url'));
}
