/**
 * Reads the rules import form when it comes as multipart/form-data (a file chosen in the page's
 * form), with busboy under strict limits: one file of at most `limitBytes`, a few small fields,
 * and no more request bytes than those allow; past any of them the form is refused as too large
 * rather than read in part. The file is read as UTF-8 text (the import skips what it cannot
 * read, line by line). Never throws: a malformed body is `unreadable`.
 */

import busboy from 'busboy';
import type { Request } from 'express';

/** The chosen file's text and the pasted `rules` field, as they came (either may be absent). */
export type RulesUpload =
  | { file: string | undefined; rules: string | undefined }
  | { error: 'too-large' | 'unreadable' };

const MAX_FIELDS = 4;
const MAX_PARTS = 6;

export function readRulesUpload(req: Request, limitBytes: number): Promise<RulesUpload> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limitBytes,
          files: 1,
          fields: MAX_FIELDS,
          fieldSize: limitBytes,
          fieldNameSize: 32,
          parts: MAX_PARTS,
          headerPairs: 8,
        },
      });
    } catch {
      resolve({ error: 'unreadable' });
      return;
    }
    let rules: string | undefined;
    const chunks: Buffer[] = [];
    let file: string | undefined;
    let failure: 'too-large' | 'unreadable' | undefined;
    let received = 0;
    // The parts' limits leave the framing around them: a body far past the parts is cut off.
    const maxBodyBytes = 2 * limitBytes + 16 * 1024;
    const finish = (result: RulesUpload) => {
      req.unpipe(parser);
      resolve(result);
    };

    parser.on('file', (name, stream, info) => {
      // Only the first file of the field the page names; others are drained unread.
      if (name !== 'file' || file !== undefined || !info.filename) {
        stream.resume();
        return;
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = 'too-large';
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks).toString('utf8');
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) failure = 'too-large';
      else if (name === 'rules' && rules === undefined) rules = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => {
        failure = 'too-large';
      });
    }
    parser.on('error', () => finish({ error: 'unreadable' }));
    parser.on('close', () => finish(failure ? { error: failure } : { file, rules }));
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) finish({ error: 'too-large' });
    });
    req.on('error', () => finish({ error: 'unreadable' }));
    // A client that leaves mid-body: the parser would wait for the rest forever.
    req.on('close', () => {
      if (!req.complete) finish({ error: 'unreadable' });
    });
    req.pipe(parser);
  });
}
