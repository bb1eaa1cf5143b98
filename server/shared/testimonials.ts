/**
 * Quotes about Karma, listed by the operator and shown on the landing page ('What people say').
 * Starts empty: add only words a real person said or wrote, with their consent to publish them,
 * their name and where they said it. With no entry the section is not shown.
 *
 *   {
 *     quote: '(their exact words)',
 *     name: '(their name, as they agreed to be named)',
 *     source: '(who they are, or where they wrote it)',
 *     url: 'https://… (optional: where it was published)',
 *     lang: 'fr',
 *   },
 *
 * Shape and checks: server/shared/coverage.ts.
 */
import type { Testimonial } from './coverage.ts';

export const TESTIMONIALS: readonly Testimonial[] = [];
