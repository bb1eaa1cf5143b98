/** Placeholder: GET /learn-and-act-{locale}.json (filled in by the Learn & Act work). */
import express from 'express';
import type { FeedApiOptions } from './notifications-api.ts';

export function learnActApiRouter(_options: FeedApiOptions): express.Router {
  return express.Router();
}
