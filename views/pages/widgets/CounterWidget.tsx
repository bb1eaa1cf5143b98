/** /searchCounter: the visitor's counter, big, with a short label, for the extension to frame. */
import { useRequest } from '../../use-request.tsx';
import { useCounterDigits } from './WidgetCounter.tsx';

export function CounterWidget() {
  const { t } = useRequest();
  return (
    <>
      <h1 className="visually-hidden">{t('pages.searchCounter.title')}</h1>
      <p className="widget-counter">
        <span className="widget-counter__value">{useCounterDigits()}</span>
        <span className="widget-counter__label">{t('widgets.counterLabel')}</span>
      </p>
    </>
  );
}
