/**
 * The information pages: what Karma is, its mission, the partners (one page each), apps, sharing,
 * the press kit, the roadmap, privacy, terms, cookies and the Discover tour. All are prefixable, in the default layout.
 * `/partners/{slug}`: the slug is the settings code in lower case, accepted in any case; an
 * unknown one gets the localized 404 page through `validate`.
 */
import type { Request } from 'express';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../views/pages/ErrorPage.tsx';
import { AppsPage } from '../../views/pages/info/AppsPage.tsx';
import { DiscoverPage } from '../../views/pages/info/DiscoverPage.tsx';
import { PartnerPage } from '../../views/pages/info/PartnerPage.tsx';
import { PartnersPage } from '../../views/pages/info/PartnersPage.tsx';
import { PressPage } from '../../views/pages/info/PressPage.tsx';
import { PrivacyPage } from '../../views/pages/info/PrivacyPage.tsx';
import { SharePage } from '../../views/pages/info/SharePage.tsx';
import { CookiesPage, MissionPage, RoadmapPage, TermsPage, WhatPage } from '../../views/pages/info/SimpleInfoPage.tsx';
import { findPartner, type Partner } from '../shared/partners.ts';
import { defineRoute, type RouteDef } from './route-def.ts';

const page = (id: string, path: string, titleKey: string, body: () => ReactNode): RouteDef => ({
  id,
  path,
  prefixable: true,
  layout: 'default',
  styles: ['info'],
  titleKey,
  view: body,
});

/** The slug as the visitor typed it: the last segment of the unprefixed path. */
function slugOf(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const infoRoutes: RouteDef[] = [
  page('what', '/what', 'info.what.title', () => <WhatPage />),
  page('mission', '/mission', 'info.mission.title', () => <MissionPage />),
  page('partners', '/partners', 'info.partners.title', () => <PartnersPage />),
  defineRoute<Partner | undefined>({
    id: 'partner',
    path: '/partners/:partner',
    prefixable: true,
    layout: 'default',
    styles: ['info'],
    titleKey: 'partners.documentTitle',
    load: (ctx) => ({ props: findPartner(slugOf(ctx.path)) }),
    // The partner's own name, the same in every language, as its heading.
    titleOf: (partner) => partner?.label,
    // validate has run on the same URL, so this is only a guard for odd encodings.
    view: (partner) => (partner ? <PartnerPage partner={partner} /> : <NotFoundPage />),
    validate: (req: Request) => findPartner(req.params.partner) !== undefined,
  }),
  page('apps', '/apps', 'info.apps.title', () => <AppsPage />),
  page('share', '/share', 'info.share.title', () => <SharePage />),
  page('press', '/press', 'info.press.title', () => <PressPage />),
  page('roadmap', '/roadmap', 'info.roadmap.title', () => <RoadmapPage />),
  page('privacy', '/privacy', 'info.privacy.title', () => <PrivacyPage />),
  page('terms', '/terms', 'info.terms.title', () => <TermsPage />),
  page('cookies', '/cookies', 'pages.cookies.title', () => <CookiesPage />),
  page('discover', '/discover', 'pages.discover.title', () => <DiscoverPage />),
];
