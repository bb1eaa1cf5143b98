/** The visitor's Karma counter as the widgets show it: digits padded to three ('000'). */
import { padCounter } from '../../../server/shared/counter.ts';
import { useRequest } from '../../use-request.tsx';

export function useCounterDigits(): string {
  const { visitor } = useRequest();
  return padCounter(visitor?.counter ?? 0);
}

/** The small counter pill of the site header, opening the settings in the top window. */
export function CounterLink() {
  const { t, visitor } = useRequest();
  const count = visitor?.counter ?? 0;
  return (
    <a className="karma-counter" href="/settings" target="_top">
      <span className="karma-counter__value" aria-hidden="true">
        {useCounterDigits()}
      </span>
      <span className="visually-hidden">{t('counter.title', { count })}</span>
    </a>
  );
}
