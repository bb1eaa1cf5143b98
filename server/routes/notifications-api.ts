/** Placeholder: GET /notifications (filled in by the notifications work). */
import express from 'express';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Stores } from '../stores.ts';

export interface FeedApiOptions {
  config: Config;
  stores: Stores;
  logger: Logger;
  now: () => Date;
}

export function notificationsApiRouter(_options: FeedApiOptions): express.Router {
  return express.Router();
}
