import { padCounter } from '../../server/accounts/counter.ts';
import { useRequest } from '../request-context.tsx';

/** The Karma counter: searches made on this device, or in the account when logged in. */
export function KarmaCounter() {
  const { t, visitor } = useRequest();
  const count = visitor?.counter ?? 0;
  return (
    <a className="karma-counter" href="/settings" title={t('counter.title', { count })}>
      <span className="karma-counter__value" aria-hidden="true">
        {padCounter(count)}
      </span>
      <span className="visually-hidden">{t('counter.title', { count })}</span>
    </a>
  );
}
