/**
 * /counter: what the Karma counter's modal says, as a page, for visitors without JavaScript (the
 * counter links here) and for anyone following a link. The same strings as the modal.
 */

import { countedText } from '../../client/lib/counted-text.ts';
import { counterModalKind } from '../../client/lib/counter-modal.ts';
import { supportsText } from '../../client/lib/supports-text.ts';
import { padCounter } from '../../server/shared/counter.ts';
import { counterModalStrings, supportedNames } from '../components/KarmaCounter.tsx';
import { useRequest } from '../use-request.tsx';
import { useLocalHref } from './info/local-href.ts';

export function CounterPage() {
  const { locale, visitor, query } = useRequest();
  const localHref = useLocalHref();
  const strings = counterModalStrings(locale);
  const kind = counterModalKind({ loggedIn: Boolean(visitor?.account), query });
  const count = visitor?.counter ?? 0;
  return (
    <article className="counter-page">
      <h1>{strings.titles[kind]}</h1>
      <p className="counter-page__count" aria-hidden="true">
        {padCounter(count)}
      </p>
      <p>{countedText(strings.texts, kind, count, locale)}</p>
      {kind === 'login-failed' ? null : (
        <p className="counter-page__supports">{supportsText(strings.supports, supportedNames(visitor), locale)}</p>
      )}
      <ul className="counter-page__links">
        <li>
          <a className="button" href={localHref('/auth/login')}>
            {strings.loginLabels[kind]}
          </a>
        </li>
        <li>
          <a href={localHref('/what')}>{strings.learnMore}</a>
        </li>
        <li>
          <a href="/settings">{strings.settings}</a>
        </li>
      </ul>
    </article>
  );
}
