/** Information pages that are only typed copy: /what, /mission, /roadmap, /terms and /cookies. */
import { COOKIES_COPY } from '../../content/pages/cookies.ts';
import { MISSION_COPY } from '../../content/pages/mission.ts';
import { ROADMAP_COPY } from '../../content/pages/roadmap.ts';
import { TERMS_COPY } from '../../content/pages/terms.ts';
import { WHAT_COPY } from '../../content/pages/what.ts';
import { useRequest } from '../../use-request.tsx';
import { CookieTable } from './CookieTable.tsx';
import { InfoArticle } from './InfoArticle.tsx';

export function WhatPage() {
  const { locale } = useRequest();
  return <InfoArticle titleKey="info.what.title" copy={WHAT_COPY[locale]} />;
}

export function MissionPage() {
  const { locale } = useRequest();
  return <InfoArticle titleKey="info.mission.title" copy={MISSION_COPY[locale]} />;
}

export function RoadmapPage() {
  const { locale } = useRequest();
  return <InfoArticle titleKey="info.roadmap.title" copy={ROADMAP_COPY[locale]} />;
}

export function TermsPage() {
  const { locale } = useRequest();
  return <InfoArticle titleKey="info.terms.title" copy={TERMS_COPY[locale]} />;
}

export function CookiesPage() {
  const { locale } = useRequest();
  return (
    <InfoArticle
      titleKey="pages.cookies.title"
      copy={COOKIES_COPY[locale]}
      slots={{ 'cookie-table': <CookieTable /> }}
    />
  );
}
