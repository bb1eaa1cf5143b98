/**
 * Islands' server HTML is rendered apart from the page's stream (views/components/island-markup.ts):
 * it must be exactly what React writes for the component inside a stream, since the browser
 * hydrates that markup (from its serialized props, and what it reads back from its own HTML);
 * and islands marked `keep` render once per distinct props.
 */
import type { Writable } from 'node:stream';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { islandMarkup } from '../../views/components/island-markup.ts';
import { islands } from '../../views/islands.ts';
import { buildTestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** What the page's own stream writes for an element. */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = {
      write: (chunk: Uint8Array | string) => chunks.push(Buffer.from(chunk)) > 0,
      end: () => resolve(Buffer.concat(chunks).toString()),
      on() {
        return this;
      },
    };
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink as unknown as Writable),
      onError: reject,
    });
  });
}

/** The inner HTML of the element whose opening tag ends at `start`: up to the </div> that closes it. */
function innerFrom(html: string, start: number): string {
  let depth = 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let end = start;
  for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    end = tag.index;
  }
  return html.slice(start, end);
}

/** Each island marker's inner HTML, by island name (the markers hold no nested div of their own kind). */
function islandBodies(html: string): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const match of html.matchAll(/<div class="island" data-island="(\w+)"[^>]*>/g)) {
    bodies.set(match[1]!, innerFrom(html, match.index + match[0].length));
  }
  return bodies;
}

/**
 * The page as an island finds it when it hydrates: an island given server-only props
 * (Island.tsx `serverProps`) reads them back from its own HTML, by id.
 */
async function asInBrowser<T>(body: string, render: () => Promise<T>): Promise<T> {
  const tag = (id: string) => new RegExp(`<div[^>]* id="${id}"[^>]*>`).exec(body);
  const getElementById = (id: string) => {
    const found = tag(id);
    return found ? { innerHTML: innerFrom(body, found.index + found[0].length) } : null;
  };
  Object.assign(globalThis, { document: { getElementById } });
  try {
    return await render();
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
}

const t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
afterAll(() => t.close());

describe('island markup', () => {
  it('is what the page stream would write for each island of a results page and the home page', async () => {
    let checked = 0;
    for (const path of ['/search?q=red%20fox', '/', '/settings']) {
      const html = (await request(t.app).get(path).set('Cookie', 'karma_search_count=2')).text;
      for (const [name, body] of islandBodies(html)) {
        const props = islandProps<object>(html, name)!;
        const Component = islands[name as keyof typeof islands] as unknown as FunctionComponent<object>;
        expect(body, name).toBe(await asInBrowser(body, () => streamed(createElement(Component, props))));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('renders a kept island once per distinct props, and others every time', () => {
    let renders = 0;
    const Counting: FunctionComponent<{ label: string }> = ({ label }) => {
      renders++;
      return <span>{label}</span>;
    };
    const html = (label: string, keep: boolean) =>
      islandMarkup('Counting', Counting as FunctionComponent<object>, { label }, JSON.stringify({ label }), keep);
    expect([html('a', true), html('a', true), html('b', true)]).toEqual([
      '<span>a</span>',
      '<span>a</span>',
      '<span>b</span>',
    ]);
    expect(renders).toBe(2);
    expect([html('q', false), html('q', false)]).toEqual(['<span>q</span>', '<span>q</span>']);
    expect(renders).toBe(4);
  });
});
