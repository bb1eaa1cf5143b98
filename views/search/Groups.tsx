/**
 * The All tab's groups: news, an image row, a video row, related searches. Each group awaits its
 * own lookup inside its own Suspense boundary, so web results never wait for them; a failed or
 * empty group simply does not show.
 */
import { Suspense, use } from 'react';
import type { Outcome } from '../../server/search/runner.ts';
import type { ImageResult, NewsResult, VideoResult } from '../../server/search/types.ts';
import { useRequest } from '../request-context.tsx';
import { ImageItem, NewsItem, VideoItem } from './ResultItems.tsx';

const DAY_MS = 24 * 3600 * 1000;

function viewAll(path: string, q: string) {
  return `${path}?q=${encodeURIComponent(q)}`;
}

function NewsGroupBody({ pending, q }: { pending: Promise<Outcome>; q: string }) {
  const { t, services } = useRequest();
  const outcome = use(pending);
  if (outcome.status !== 'ok') return null;
  const news = outcome.response.results.filter((r): r is NewsResult => r.vertical === 'news').slice(0, 3);
  if (news.length === 0) return null;
  const now = (services.now?.() ?? new Date()).getTime();
  const fresh = news.some((n) => n.published && now - Date.parse(n.published) < DAY_MS);
  return (
    <li className="group group--news">
      <h2>{t(fresh ? 'search.groups.topStories' : 'search.groups.fromTheNews')}</h2>
      <ul className="news-list">
        {news.map((r) => (
          <NewsItem key={r.url} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/news', q)}>
        {t('search.groups.viewAllNews')}
      </a>
    </li>
  );
}

function ImageRowBody({ pending, q }: { pending: Promise<Outcome>; q: string }) {
  const { t } = useRequest();
  const outcome = use(pending);
  if (outcome.status !== 'ok') return null;
  const images = outcome.response.results.filter((r): r is ImageResult => r.vertical === 'images').slice(0, 6);
  if (images.length === 0) return null;
  return (
    <li className="group group--images">
      <h2>{t('search.groups.images')}</h2>
      <ul className="image-row">
        {images.map((r) => (
          <ImageItem key={r.url + r.image.src} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/images', q)}>
        {t('search.groups.viewAllImages')}
      </a>
    </li>
  );
}

function VideoRowBody({ pending, q }: { pending: Promise<Outcome>; q: string }) {
  const { t } = useRequest();
  const outcome = use(pending);
  if (outcome.status !== 'ok') return null;
  const videos = outcome.response.results.filter((r): r is VideoResult => r.vertical === 'videos').slice(0, 4);
  if (videos.length === 0) return null;
  return (
    <li className="group group--videos">
      <h2>{t('search.groups.videos')}</h2>
      <ul className="video-row">
        {videos.map((r) => (
          <VideoItem key={r.url} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/videos', q)}>
        {t('search.groups.viewAllVideos')}
      </a>
    </li>
  );
}

export function Group({
  kind,
  pending,
  q,
}: {
  kind: 'news' | 'images' | 'videos';
  pending: Promise<Outcome>;
  q: string;
}) {
  const Body = kind === 'news' ? NewsGroupBody : kind === 'images' ? ImageRowBody : VideoRowBody;
  return (
    <Suspense fallback={null}>
      <Body pending={pending} q={q} />
    </Suspense>
  );
}

export function RelatedSearches({ related, path }: { related: string[]; path: string }) {
  const { t } = useRequest();
  if (related.length === 0) return null;
  return (
    <nav className="related" aria-label={t('search.groups.related')}>
      <h2>{t('search.groups.related')}</h2>
      <ul>
        {related.slice(0, 8).map((r) => (
          <li key={r}>
            <a href={`${path}?q=${encodeURIComponent(r)}`}>{r}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
