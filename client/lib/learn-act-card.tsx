/**
 * One Learn & Act article as the feed shows it: picture, category and date, the title as the
 * link, the summary. Rendered by the LearnActFeed island, on the server and in the browser alike.
 * Links leaving the site carry rel="noreferrer noopener"; the picture is always a same-origin URL
 * (server/learn-act/feed.ts routes other hosts' through the /img proxy).
 */
import type { ArticleCategory, LearnActCard } from '../contract/learn-act-types.ts';
import { itemAnchor } from '../contract/learn-act-urls.ts';

export interface FeedCardProps {
  card: LearnActCard;
  categoryLabel: string;
  /** The first cards are in view at once: no lazy loading for them. */
  eager: boolean;
}

const categoryClass = (category: ArticleCategory) => `learn-act-card__category--${category.toLowerCase()}`;

export function FeedCard({ card, categoryLabel, eager }: FeedCardProps) {
  return (
    <article className="learn-act-card" id={itemAnchor(card.index)}>
      {card.image ? (
        <img
          className="learn-act-card__image"
          src={card.image}
          alt={card.imageAlt}
          width={640}
          height={360}
          loading={eager ? undefined : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="learn-act-card__body">
        <p className="learn-act-card__meta">
          <span className={`learn-act-card__category ${categoryClass(card.category)}`}>{categoryLabel}</span>{' '}
          <time dateTime={card.date}>{card.dateText}</time>
        </p>
        <h2 className="learn-act-card__title">
          <a href={card.url} rel={card.external ? 'noreferrer noopener' : undefined}>
            {card.title}
          </a>
        </h2>
        <p className="learn-act-card__summary">{card.summary}</p>
      </div>
    </article>
  );
}
