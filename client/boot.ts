/**
 * The island reviver, the only script every page loads. It finds the server-rendered island
 * markers (`<div data-island="Name" data-props="{…}">`) and hydrates each with its own chunk,
 * whose hashed URL comes from the page's `#karma-islands` map.
 */
import { h, hydrate } from 'preact';
import { islandChunkUrl } from './contract/island-map.ts';
import { captureInstallPrompt } from './lib/install-prompt-capture.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { RELOAD_KEY, shouldReloadAfterChunkError } from './lib/reload-guard.ts';

type IslandModule = { default: (props: object) => unknown };

function reloadOnce(error: unknown): void {
  console.warn('island chunk failed to load', error);
  let last: number | undefined;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY) ?? Number.NaN);
  } catch {
    // Storage blocked: reloading without a guard could loop, so do nothing.
    return;
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(Number.isNaN(last) ? undefined : last, now)) return;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  location.reload();
}

/**
 * What says the visitor is coming to an island. No pointerdown: a pointer that cannot hover fires
 * pointerover before it (Pointer Events, "the pointerdown event"), and one that can came over first.
 */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/** Undefined for an island the page's map does not name (said in the console). */
function hydrateMarker(marker: HTMLElement, chunks: Record<string, string>): Promise<void> | undefined {
  const name = marker.dataset.island ?? '';
  const hash = chunks[name];
  if (!hash) return void console.error(`unknown island ${name}`);
  const props = JSON.parse(marker.dataset.props || '{}');
  return import(/* @vite-ignore */ islandChunkUrl(name, hash)).then((module: IslandModule) => {
    // preact's types want its own component type; the module's default export is one.
    hydrate(h(module.default as never, props), marker);
    marker.dataset.hydrated = 'true';
  }, reloadOnce);
}

/**
 * Islands marked `data-hydrate="interaction"` (rarely used ones, whose server HTML already works
 * as plain forms and links) load their chunk only when the visitor first comes near them. With
 * `data-near` (a selector), near any element it matches, anywhere on the page: one island serving
 * links spread over the page; a click on one that comes first is held and replayed once the
 * island is there (its listeners are set as it hydrates).
 */
function hydrateOnInteraction(marker: HTMLElement, chunks: Record<string, string>): void {
  const near = marker.dataset.near;
  let hydrating: Promise<void> | undefined;
  const onEvent = (event: Event) => {
    const target = near ? (event.target as Element).closest<HTMLElement>(near) : marker;
    if (!target || marker.dataset.hydrated) return;
    hydrating ??= hydrateMarker(marker, chunks);
    if (near && event.type === 'click') {
      event.preventDefault();
      hydrating?.then(() => target.click());
    }
  };
  for (const type of [...INTERACTION_EVENTS, 'click']) (near ? document : marker).addEventListener(type, onEvent, true);
}

function boot(): void {
  const mapElement = document.getElementById('karma-islands');
  const chunks: Record<string, string> = mapElement ? JSON.parse(mapElement.textContent || '{}') : {};
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (marker.dataset.hydrate === 'interaction') hydrateOnInteraction(marker, chunks);
    else hydrateMarker(marker, chunks);
  }
}

// Before anything else: the browser may offer its install prompt at any moment.
captureInstallPrompt();
boot();
registerServiceWorker();
