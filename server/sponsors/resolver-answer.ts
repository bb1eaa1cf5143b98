/**
 * What the link resolver's answer means (the contract is in docs/link-resolver.md). Pure:
 * server/sponsors/link-resolver.ts fetches, this reads. Anything but a clean monetised https link
 * is read as "use the plain link": the visitor must never land on garbage, an http page, or a URL
 * hiding a host behind credentials (`https://karma.example@evil.example`).
 */
import { z } from 'zod';

/** Longest monetised URL accepted; longer is more likely garbage than a tracking link. */
export const MAX_MONETISED_URL_CHARS = 2000;
/** Larger bodies are not read: the answer is a one-field JSON object. */
export const MAX_ANSWER_BYTES = 16 * 1024;

const monetisedAnswer = z.object({
  url: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .max(MAX_MONETISED_URL_CHARS)
    // zod runs refinements after a failed format check too: parse defensively.
    .refine((url) => {
      const parsed = URL.canParse(url) ? new URL(url) : undefined;
      return parsed?.username === '' && parsed.password === '';
    }, 'no credentials'),
});

export type ResolverAnswer =
  /** The merchant is known: send the visitor to `url`. */
  | { kind: 'monetised'; url: string }
  /** The merchant is not known (204 or 404): the plain link, and the service is healthy. */
  | { kind: 'unknown' }
  /** A 200 whose body is not `{"url": "https://…"}` as the contract says. */
  | { kind: 'invalid' }
  /** Any other status: the service is failing. */
  | { kind: 'http-error'; status: number };

/** Reads a status and a body (only read for 200) as the contract says. */
export function readResolverAnswer(status: number, body: string): ResolverAnswer {
  if (status === 204 || status === 404) return { kind: 'unknown' };
  if (status !== 200) return { kind: 'http-error', status };
  if (body.length > MAX_ANSWER_BYTES) return { kind: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'invalid' };
  }
  const parsed = monetisedAnswer.safeParse(json);
  if (!parsed.success) return { kind: 'invalid' };
  // The serialized form, so the Location header carries exactly what was validated.
  const url = new URL(parsed.data.url).href;
  return url.length <= MAX_MONETISED_URL_CHARS ? { kind: 'monetised', url } : { kind: 'invalid' };
}
