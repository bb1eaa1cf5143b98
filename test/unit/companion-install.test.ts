/**
 * What the Android toast offers (client/lib/companion-install.ts): the store app when
 * configured, else the browser's install prompt, else the apps page; nothing inside the
 * installed app without a store app.
 */
import { describe, expect, it } from 'vitest';
import { type ToastOffer, type ToastOfferInput, toastOffer } from '../../client/lib/companion-install.ts';

const STORE = 'https://play.google.com/store/apps/details?id=org.karma';
const APPS = 'https://karma.example/apps';

const cases: [string, Omit<ToastOfferInput, 'appsPage'>, ToastOffer | null][] = [
  [
    'store configured, no prompt',
    { storeUrl: STORE, promptReady: false, standalone: false },
    { kind: 'store', href: STORE },
  ],
  [
    'store configured wins over the prompt',
    { storeUrl: STORE, promptReady: true, standalone: false },
    { kind: 'store', href: STORE },
  ],
  [
    'store configured, inside the installed app',
    { storeUrl: STORE, promptReady: false, standalone: true },
    { kind: 'store', href: STORE },
  ],
  ['no store, the browser handed its prompt over', { promptReady: true, standalone: false }, { kind: 'prompt' }],
  ['an empty store URL is no store', { storeUrl: '', promptReady: true, standalone: false }, { kind: 'prompt' }],
  [
    'no store, no prompt (private window, other browser)',
    { promptReady: false, standalone: false },
    { kind: 'page', href: APPS },
  ],
  ['no store, inside the installed app', { promptReady: false, standalone: true }, null],
  ['no store, inside the installed app, a stray prompt', { promptReady: true, standalone: true }, null],
];

describe('toastOffer', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(toastOffer({ ...input, appsPage: APPS })).toEqual(expected);
  });
});
