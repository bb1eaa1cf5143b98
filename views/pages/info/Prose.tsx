/**
 * Renders a paragraph of typed page copy (views/content/page-copy.ts): text with links. Links to
 * other sites carry rel="noreferrer noopener", on top of the site-wide no-referrer policy.
 */
import type { ReactNode } from 'react';
import { isSitePath } from '../../../server/shared/local-href.ts';
import type { Paragraph } from '../../content/page-copy.ts';
import { useLocalHref } from './local-href.ts';

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noreferrer noopener">
      {children}
    </a>
  );
}

export function Prose({ text }: { text: Paragraph }) {
  const localHref = useLocalHref();
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part) => {
        if (typeof part === 'string') return part;
        const key = `${part.href}|${part.text}`;
        return isSitePath(part.href) ? (
          <a key={key} href={localHref(part.href)}>
            {part.text}
          </a>
        ) : (
          <ExternalLink key={key} href={part.href}>
            {part.text}
          </ExternalLink>
        );
      })}
    </>
  );
}
