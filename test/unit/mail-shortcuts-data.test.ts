import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMailParam, withMailParam } from '../../client/contract/mail-shortcuts-url.ts';
import { createI18n } from '../../server/i18n/i18n.ts';
import { MAIL_ENVIRONMENTS } from '../../server/shared/account-settings.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildMailData } from '../../server/shared/mail-data.ts';
import { MAIL_ENVIRONMENT_LIST, SERVICE_KINDS } from '../../server/shared/mail-environments.ts';

const publicFile = (sitePath: string) => join(process.cwd(), 'public', sitePath);
const services = MAIL_ENVIRONMENT_LIST.flatMap((e) => e.services.map((s) => ({ env: e.id, ...s })));

describe('mail environments', () => {
  it('are exactly the settings’ environments, Google first (preselected)', () => {
    expect(MAIL_ENVIRONMENT_LIST.map((e) => e.id)).toEqual([...MAIL_ENVIRONMENTS]);
  });

  it.each(MAIL_ENVIRONMENT_LIST.map((e) => [e.id, e] as const))(
    '%s: icon and preview served by this site',
    (_id, e) => {
      for (const path of [e.icon, e.previewImage]) {
        expect(path).toMatch(/^\/mail\/[a-z]+\/[a-z]+\.svg$/);
        expect(existsSync(publicFile(path)), path).toBe(true);
      }
      // The preview names the provider in text, not with its logo.
      expect(readFileSync(publicFile(e.previewImage), 'utf8')).toContain(`>${e.name}</text>`);
    },
  );

  it.each(services.map((s) => [`${s.env} ${s.kind}`, s] as const))('%s: https address, local icon', (_name, s) => {
    const url = new URL(s.serviceUrl);
    expect(url.protocol).toBe('https:');
    expect(url.username + url.password).toBe('');
    expect(s.icon).toBe(`/mail/icons/${s.kind}.svg`);
    expect(existsSync(publicFile(s.icon)), s.icon).toBe(true);
  });

  it('each provider lists a service once, mail first', () => {
    for (const e of MAIL_ENVIRONMENT_LIST) {
      expect(new Set(e.services.map((s) => s.serviceUrl)).size, e.id).toBe(e.services.length);
      expect(e.services[0]?.kind, e.id).toBe('mail');
    }
  });

  it('every kind is offered by some provider and has a pictogram and a name in every language', () => {
    const offered = new Set(services.map((s) => s.kind));
    for (const kind of SERVICE_KINDS) {
      expect(offered.has(kind), kind).toBe(true);
      expect(existsSync(publicFile(`/mail/icons/${kind}.svg`)), kind).toBe(true);
      for (const locale of ['en', 'fr', 'es'] as const) {
        expect(resources[locale].mailShortcuts.kinds[kind], `${locale} ${kind}`).toBeTruthy();
      }
    }
  });

  it('the popover data names services by product or localized kind', () => {
    const fr = buildMailData(createI18n().getFixedT('fr'));
    expect(fr.providers.map((p) => p.id)).toEqual([...MAIL_ENVIRONMENTS]);
    const google = fr.services.google ?? [];
    expect(google.map((s) => s.name).slice(0, 2)).toEqual(['Gmail', 'Agenda']);
    expect(fr.services.microsoft?.find((s) => s.serviceUrl.includes('/launch/word'))?.name).toBe('Word');
    expect(fr.labels.modify).toBe('Modifier ma sélection');
    for (const list of Object.values(fr.services)) {
      for (const s of list) expect(s.name, s.serviceUrl).not.toMatch(/mailShortcuts\./);
    }
  });
});

describe('the mail query parameter', () => {
  it.each<[string, Parameters<typeof withMailParam>, string]>([
    ['adds to a bare path', ['/', 'open'], '/?mail=open'],
    ['adds after a query, keeping its encoding', ['/search?q=a+b%20c', 'open'], '/search?q=a+b%20c&mail=open'],
    ['replaces an existing value', ['/search?mail=open&q=otter', 'saved'], '/search?q=otter&mail=saved'],
    ['removes it', ['/search?q=otter&mail=error', null], '/search?q=otter'],
    ['removes the only parameter', ['/fr?mail=open', null], '/fr'],
    ['leaves look-alikes alone', ['/search?email=x', null], '/search?email=x'],
    ['keeps the fragment last', ['/settings#mail-shortcuts', 'open'], '/settings?mail=open#mail-shortcuts'],
    ['drops empty pairs', ['/search?&q=x&', null], '/search?q=x'],
  ])('%s', (_name, args, expected) => {
    expect(withMailParam(...args)).toBe(expected);
  });

  it.each([
    ['open', 'open'],
    ['saved', 'saved'],
    ['error', 'error'],
    ['OPEN', undefined],
    ['', undefined],
    [undefined, undefined],
    [['open'], undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(parseMailParam(value)).toBe(expected);
  });
});
