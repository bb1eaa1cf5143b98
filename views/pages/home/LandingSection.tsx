/**
 * The frame every landing section shares: an anchored <section> with its <h2> from locales
 * (`landing.<key>.heading`), and the typed copy rendered as paragraphs or a list.
 */
import type { ReactNode } from 'react';
import { LANDING_SECTIONS, type LandingSectionKey } from '../../content/landing/index.ts';
import type { Paragraph } from '../../content/page-copy.ts';
import { useRequest } from '../../use-request.tsx';
import { Prose } from '../info/Prose.tsx';

export function LandingSection({ name, children }: { name: LandingSectionKey; children: ReactNode }) {
  const { t } = useRequest();
  const id = LANDING_SECTIONS.find((section) => section.key === name)?.id;
  return (
    <section id={id} className="landing__section">
      <h2>{t(`landing.${name}.heading`)}</h2>
      {children}
    </section>
  );
}

/** Paragraphs have no id of their own; their text is unique within a section. */
const keyOf = (text: Paragraph): string =>
  typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');

export function Paragraphs({ texts }: { texts: readonly Paragraph[] }) {
  return (
    <>
      {texts.map((text) => (
        <p key={keyOf(text)}>
          <Prose text={text} />
        </p>
      ))}
    </>
  );
}

export function Items({ texts }: { texts: readonly Paragraph[] }) {
  return (
    <ul className="landing__list">
      {texts.map((text) => (
        <li key={keyOf(text)}>
          <Prose text={text} />
        </li>
      ))}
    </ul>
  );
}
