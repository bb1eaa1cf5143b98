import { useRequest } from '../use-request.tsx';

/** A page whose full content arrives with a later feature: its title and what it is for. */
export function InfoPage({ pageKey }: { pageKey: string }) {
  const { t } = useRequest();
  return (
    <article>
      <h1>{t(`pages.${pageKey}.title`)}</h1>
      <p>{t(`pages.${pageKey}.intro`)}</p>
    </article>
  );
}
