/**
 * An information page from typed copy: the title, the lead, then each section with its anchor.
 * A section naming a slot gets the page's computed part there (a table, provider-specific text).
 */
import type { ReactNode } from 'react';
import type { PageCopy, Section, SlotName } from '../../content/page-copy.ts';
import { useRequest } from '../../use-request.tsx';
import { Prose } from './Prose.tsx';

export type Slots = Partial<Record<SlotName, ReactNode>>;

function SectionBody({ section, slots }: { section: Section; slots: Slots }) {
  return (
    <>
      {section.paragraphs?.map((p) => (
        <p key={JSON.stringify(p)}>
          <Prose text={p} />
        </p>
      ))}
      {section.slot ? slots[section.slot] : null}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={JSON.stringify(item)}>
              <Prose text={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.subsections?.map((sub) => (
        <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`}>
          <h3 id={`${sub.id}-title`}>{sub.heading}</h3>
          <SectionBody section={sub} slots={slots} />
        </section>
      ))}
    </>
  );
}

export function InfoArticle({ titleKey, copy, slots = {} }: { titleKey: string; copy: PageCopy; slots?: Slots }) {
  const { t } = useRequest();
  return (
    <article className="info-page">
      <h1>{t(titleKey)}</h1>
      <p className="info-page__lead">
        <Prose text={copy.lead} />
      </p>
      {copy.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          <SectionBody section={section} slots={slots} />
        </section>
      ))}
    </article>
  );
}
