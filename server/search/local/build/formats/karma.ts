/** The native format (`--format karma`, the default): each line already is a record. */
import type { RecordInput } from '../index-record.ts';
import type { InputFormat } from './format.ts';

export const karmaFormat: InputFormat = {
  container: 'jsonl',
  toRecord: (raw) => raw as RecordInput,
};
