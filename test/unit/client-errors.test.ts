import { describe, expect, it } from 'vitest';
import { clientErrorResponse, clientErrorStatus } from '../../server/http/client-errors.ts';

describe('clientErrorStatus', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_METHOD', 400],
    ['HPE_INVALID_CONSTANT', 400],
    [undefined, 400],
  ] as const)('%s answers %i', (code, status) => {
    expect(clientErrorStatus(code)).toBe(status);
  });
});

describe('clientErrorResponse', () => {
  it.each([400, 408, 431] as const)('%i: a complete plain-text answer in English, French and Spanish', (status) => {
    const response = clientErrorResponse(status);
    const [head, body] = response.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body ?? '')}`);
    expect(body?.trim().split('\n')).toHaveLength(3);
  });
});
