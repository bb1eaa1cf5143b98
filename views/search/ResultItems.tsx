/**
 * One component per result kind. Every outbound link opens the target directly, no referrer;
 * organic web links go through /out (the link resolver) only for visitors who consented to
 * targeting, when ADS_LINKS_RESOLVER_URL is set (server/routes/outbound-link.ts).
 */
import { CONSENT_COOKIE, parseConsent } from '../../client/contract/consent.ts';
import type { ImageResult, NewsResult, VideoResult, WebResult } from '../../server/shared/search-types.ts';
import { type PageContext, perRequest, useRequest } from '../use-request.tsx';
import { formatDuration, hostOf, relativeDate, siteNameOf } from './format.ts';
import { tileAspect, tileSize, tileStyle } from './image-tiles.ts';
import { SiteRulesLink } from './SiteRules.tsx';
import { Snippet } from './Snippet.tsx';
import { SourceLabel, sourceName, useImageCredit } from './SourceCredit.tsx';
import { truncate } from './truncate.ts';

export const OUT = { rel: 'noreferrer noopener' } as const;
// nofollow: the hover prefetch (client/lib/prefetch-policy.ts) leaves /out alone, and so do crawlers.
const THROUGH_OUT = { rel: 'noreferrer noopener nofollow' } as const;

/** Only with a stored choice that includes targeting: no choice yet is no consent. */
const outboundLinkFor = perRequest((ctx: PageContext) =>
  ctx.services.outboundLink && parseConsent(ctx.cookies[CONSENT_COOKIE])?.includes('targeting')
    ? ctx.services.outboundLink
    : undefined,
);

const ownHostOf = perRequest((ctx: PageContext) => hostOf(ctx.config.baseUrl));

/** The site name of a result (format.ts siteNameOf), this site's own pages under the public host. */
function useSiteName(result: { url: string; site?: string }): string {
  return siteNameOf(result, ownHostOf(useRequest()));
}

/** A web result; `order` places it among the All tab's groups (classes o1…o9 in critical.css). */
export function WebItem({ result, order = 1 }: { result: WebResult; order?: number }) {
  const outboundLink = outboundLinkFor(useRequest());
  const link = outboundLink ? { href: outboundLink(result.url), ...THROUGH_OUT } : { href: result.url, ...OUT };
  return (
    <article className={`result o${order}`}>
      <span className="result__site">
        {useSiteName(result)}
        <SourceLabel result={result} />
        <SiteRulesLink url={result.url} />
      </span>
      <a className="result__title" {...link}>
        {truncate(result.title)}
      </a>
      <Snippet spans={result.snippet} />
    </article>
  );
}

/** A news story: source and date as a quiet line, the title, its snippet, a thumbnail if any. */
export function NewsItem({ result }: { result: NewsResult }) {
  const { locale, services } = useRequest();
  const site = useSiteName(result);
  const when = relativeDate(result.published, locale, services.now?.() ?? new Date());
  return (
    <li className="news-item">
      <div className="news-item__text">
        <p className="news-item__meta">
          {result.source || site}
          {when ? (
            <>
              {' · '}
              <time dateTime={result.published}>{when}</time>
            </>
          ) : null}
          <SourceLabel result={result} />
          <SiteRulesLink url={result.url} />
        </p>
        <a className="news-item__title" href={result.url} {...OUT}>
          {truncate(result.title)}
        </a>
        {result.snippet.length > 0 ? <Snippet spans={result.snippet} className="snippet news-item__snippet" /> : null}
      </div>
      {result.thumbnail ? (
        <img
          className="news-item__thumb"
          src={services.proxyImage(result.thumbnail)}
          alt=""
          loading="lazy"
          width={112}
          height={84}
        />
      ) : null}
    </li>
  );
}

/**
 * An image tile of a justified row (image-tiles.ts): its box is reserved from the result's size,
 * and a picture that fails leaves the tile's neutral background (search.css), never a sliver.
 */
export function ImageItem({ result }: { result: ImageResult }) {
  const { t, services } = useRequest();
  const site = useSiteName(result);
  const aspect = tileAspect(result.image.width, result.image.height);
  const credit = useImageCredit(result);
  const source =
    result.provider && result.provider !== 'local'
      ? t('search.viaSource', { source: sourceName(result.provider) })
      : undefined;
  return (
    <li className="image-item" style={tileStyle(aspect)}>
      <a href={result.url} {...OUT} title={credit ? `${result.title} — ${credit}` : result.title}>
        <span className="image-item__frame">
          <img
            src={services.proxyImage(result.image.thumbnail)}
            alt={truncate(result.title)}
            loading="lazy"
            {...tileSize(aspect)}
          />
        </span>
        <span className="image-item__caption" aria-hidden="true">
          {truncate(result.title, 60)}
        </span>
        <span className="image-item__site" aria-hidden="true">
          {[site, source, credit].filter(Boolean).join(' · ')}
        </span>
        {credit ? <span className="visually-hidden">{credit}</span> : null}
      </a>
      <SiteRulesLink url={result.url} />
    </li>
  );
}

export function VideoItem({ result }: { result: VideoResult }) {
  const { t, services } = useRequest();
  const site = useSiteName(result);
  const { durationS, thumbnail, channel } = result.video;
  return (
    <li className="video-item">
      <a href={result.url} {...OUT}>
        <span className="video-item__thumb">
          {thumbnail ? (
            <img src={services.proxyImage(thumbnail)} alt="" loading="lazy" width={240} height={135} />
          ) : null}
          {durationS !== undefined ? (
            <span className="video-item__duration">
              <span className="visually-hidden">{t('search.duration', { duration: formatDuration(durationS) })}</span>
              <span aria-hidden="true">{formatDuration(durationS)}</span>
            </span>
          ) : null}
        </span>
        <span className="video-item__title">{truncate(result.title)}</span>
      </a>
      <span className="result__site">
        {site}
        {channel ? (
          <>
            {' · '}
            {t('search.channel', { channel })}
          </>
        ) : null}
        <SourceLabel result={result} />
        <SiteRulesLink url={result.url} />
      </span>
    </li>
  );
}
