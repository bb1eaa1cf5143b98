/**
 * The All tab's groups: news, an image row, a video row, and the related searches. Each group is
 * streamed when its own lookup answers (server/render); CSS `order` places it among the web
 * results. A failed or empty lookup shows nothing.
 */
import type { ImageResult, NewsResult, Outcome, VideoResult } from '../../server/shared/search-types.ts';
import { useRequest } from '../use-request.tsx';
import { ImageItem, NewsItem, VideoItem } from './ResultItems.tsx';

const DAY_MS = 24 * 3600 * 1000;
/** The CSS order of each group: after web results 3, 5 and 7. */
export const GROUP_ORDER = { news: 2, images: 4, videos: 6 } as const;

const viewAll = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;

function NewsGroup({ outcome, q }: { outcome: Outcome; q: string }) {
  const { t, services } = useRequest();
  if (outcome.status !== 'ok') return null;
  const news = outcome.response.results.filter((r): r is NewsResult => r.vertical === 'news').slice(0, 3);
  if (news.length === 0) return null;
  const now = (services.now?.() ?? new Date()).getTime();
  const fresh = news.some((n) => n.published && now - Date.parse(n.published) < DAY_MS);
  return (
    <section className={`group group--news o${GROUP_ORDER.news}`}>
      <h2>{t(fresh ? 'search.groups.topStories' : 'search.groups.fromTheNews')}</h2>
      <ul className="news-list">
        {news.map((r) => (
          <NewsItem key={r.url} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/news', q)}>
        {t('search.groups.viewAllNews')}
      </a>
    </section>
  );
}

function ImageGroup({ outcome, q }: { outcome: Outcome; q: string }) {
  const { t } = useRequest();
  if (outcome.status !== 'ok') return null;
  const images = outcome.response.results.filter((r): r is ImageResult => r.vertical === 'images').slice(0, 6);
  if (images.length === 0) return null;
  return (
    <section className={`group group--images o${GROUP_ORDER.images}`}>
      <h2>{t('search.groups.images')}</h2>
      <ul className="image-row">
        {images.map((r) => (
          <ImageItem key={r.url + r.image.src} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/images', q)}>
        {t('search.groups.viewAllImages')}
      </a>
    </section>
  );
}

function VideoGroup({ outcome, q }: { outcome: Outcome; q: string }) {
  const { t } = useRequest();
  if (outcome.status !== 'ok') return null;
  const videos = outcome.response.results.filter((r): r is VideoResult => r.vertical === 'videos').slice(0, 4);
  if (videos.length === 0) return null;
  return (
    <section className={`group group--videos o${GROUP_ORDER.videos}`}>
      <h2>{t('search.groups.videos')}</h2>
      <ul className="video-row">
        {videos.map((r) => (
          <VideoItem key={r.url} result={r} />
        ))}
      </ul>
      <a className="group__more" href={viewAll('/videos', q)}>
        {t('search.groups.viewAllVideos')}
      </a>
    </section>
  );
}

export function Group({ kind, outcome, q }: { kind: 'news' | 'images' | 'videos'; outcome: Outcome; q: string }) {
  if (kind === 'news') return <NewsGroup outcome={outcome} q={q} />;
  if (kind === 'images') return <ImageGroup outcome={outcome} q={q} />;
  return <VideoGroup outcome={outcome} q={q} />;
}

export function RelatedSearches({ related, path }: { related: string[]; path: string }) {
  const { t } = useRequest();
  if (related.length === 0) return null;
  return (
    <nav className="related o8" aria-label={t('search.groups.related')}>
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
