/**
 * The shape of the home page's landing copy (views/pages/home/): one entry per language in
 * en.ts, fr.ts and es.ts, so a missing translation is a type error. Section headings and button
 * labels are short interface strings and live in locales/*.json under `landing`.
 *
 * Rules for this copy: say what Karma does today, plainly; no figures (amounts, users, CO2), no
 * testimonials until there are real, consented ones, and no quotes attributed to anyone.
 */
import type { Paragraph } from '../page-copy.ts';

export interface LandingStep {
  title: string;
  text: Paragraph;
}

export interface LandingCopy {
  showcase: readonly Paragraph[];
  steps: readonly [LandingStep, LandingStep, LandingStep];
  /** Under the partners' tiles, whose names and causes are server/shared/partners.ts's. */
  partners: readonly Paragraph[];
  learnAct: readonly Paragraph[];
  searchDifferently: readonly Paragraph[];
  privacy: readonly Paragraph[];
  tryMe: { lead: string; examples: readonly string[] };
  install: readonly Paragraph[];
}
