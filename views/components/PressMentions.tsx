/**
 * Press mentions as the landing page and /press show them: the outlet, the day in the page's
 * language, and the headline linking to the article. Entries come from the operator's content
 * file through the page's services (tests bring their own); invalid ones are left out
 * (server/shared/coverage.ts).
 */
import { type PressMention, shownMentions, shownTestimonials, type Testimonial } from '../../server/shared/coverage.ts';
import { intlFormat } from '../../server/shared/intl-formats.ts';
import { useRequest } from '../use-request.tsx';

/** The mentions and quotes this page may show, valid ones only, mentions newest first. */
export function useCoverage(): { mentions: PressMention[]; testimonials: Testimonial[] } {
  const { services } = useRequest();
  return {
    mentions: shownMentions(services.coverage?.pressMentions ?? []),
    testimonials: shownTestimonials(services.coverage?.testimonials ?? []),
  };
}

/** Their rules ride with the page only when a list shows: an empty list costs the home nothing. */
export function CoverageStyles() {
  const { assets } = useRequest();
  return assets.styles.coverage ? <link rel="stylesheet" href={assets.styles.coverage} /> : null;
}

export function PressMentionList({ mentions }: { mentions: readonly PressMention[] }) {
  const { locale } = useRequest();
  const day = intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="press-mentions">
      {mentions.map((mention) => (
        <li key={mention.url} className="press-mention">
          <p className="press-mention__source">
            <span className="press-mention__outlet">{mention.outlet}</span>
            <time dateTime={mention.date}>{day.format(new Date(`${mention.date}T00:00:00Z`))}</time>
          </p>
          {/* Another site: no referrer, no access to this page (rel), opened in the same tab. */}
          <a className="press-mention__title" href={mention.url} rel="noreferrer noopener" hrefLang={mention.lang}>
            <span lang={mention.lang}>{mention.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
