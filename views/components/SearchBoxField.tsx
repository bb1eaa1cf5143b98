/**
 * The search form of the home page and the result header. Server-rendered as a plain GET form
 * (works without JavaScript); the SearchBox island adds suggestions and keyboard behaviour.
 */
import { useRequest } from '../request-context.tsx';

export interface SearchBoxFieldProps {
  /** Prefix of the element ids (two boxes may share a page). */
  id: string;
  action: string;
  value?: string;
  /** Extra GET fields kept by a new search (e.g. t=web). */
  hidden?: Record<string, string>;
}

export function SearchBoxField({ id, action, value = '', hidden = {} }: SearchBoxFieldProps) {
  const { t } = useRequest();
  return (
    <form className="search-form" role="search" method="get" action={action}>
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {t('search.label')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        defaultValue={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
      />
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
