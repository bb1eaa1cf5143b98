/**
 * The HTML a notification's content may hold: paragraphs, line breaks, bold and italic, lists
 * and links. Everything else goes (scripts and styles with their text, other tags keep only
 * their text), and so does every attribute but a link's href. Links open in a new tab without
 * telling the target where they came from (rel="noreferrer noopener").
 *
 * Run at import (what is stored is already clean) and again when serving (a row written by
 * hand or by an older version cannot reach a browser unsanitized); it costs little on 3 items.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeContentHref } from './url-rules.ts';

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // rel and target are set by the transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link to a place we do not allow keeps its text and loses the link (span is not allowed,
    // so it is unwrapped).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (!href || !isSafeContentHref(href)) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: { href, rel: 'noreferrer noopener', target: '_blank' } };
    },
  },
};

export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// Serializes the input as the sanitizer would, dropping nothing, and sets the link attributes
// the sanitizer always sets: what the input "meant", to compare with what is kept.
const NORMALIZE_ONLY: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...attribs, rel: 'noreferrer noopener', target: '_blank' },
    }),
  },
};

/** Whether sanitizing removes something from `html` (for the import's warnings). */
export function sanitizerRemovesMarkup(html: string): boolean {
  return sanitizeHtml(html, NORMALIZE_ONLY).trim() !== sanitizeNotificationHtml(html);
}
