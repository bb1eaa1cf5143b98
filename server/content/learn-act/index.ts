/**
 * The Learn & Act starter articles this server ships, one file per locale. Imported (not read
 * from disk) so the server bundle carries them, like the locale strings. They are what
 * `GET /learn-and-act-{locale}.json` serves and what the feed shows when LEARN_ACT_BASE_URL is
 * unset; a bucket holds files of the same format.
 */
import type { Locale } from '../../shared/locale-choice.ts';
import en from './learn-and-act-en.json' with { type: 'json' };
import es from './learn-and-act-es.json' with { type: 'json' };
import fr from './learn-and-act-fr.json' with { type: 'json' };

export const LOCAL_FEED_FILES: Record<Locale, unknown> = { en, fr, es };
