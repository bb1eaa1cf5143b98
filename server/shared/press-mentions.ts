/**
 * Press coverage of Karma, listed by the operator: shown on the landing page ('In the press', the
 * three newest) and on /press (all of them). Starts empty: list only articles that exist, with
 * their real headline, day and address. With no entry the landing section is not shown and /press
 * says there is no coverage yet.
 *
 *   {
 *     outlet: '(the publication)',
 *     title: '(the headline, as published)',
 *     date: 'YYYY-MM-DD',
 *     url: 'https://… (the article)',
 *     lang: 'en',
 *   },
 *
 * Shape and checks: server/shared/coverage.ts.
 */
import type { PressMention } from './coverage.ts';

export const PRESS_MENTIONS: readonly PressMention[] = [];
