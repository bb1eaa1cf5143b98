/**
 * The island reviver, the only script every page loads. It finds the server-rendered island
 * markers (`<div data-island="Name" data-props="{…}">`) and hydrates each with its own chunk,
 * whose hashed URL comes from the page's `#karma-islands` map.
 */
import { h, hydrate } from 'preact';
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

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

function hydrateMarker(marker: HTMLElement, chunks: Record<string, string>): void {
  const name = marker.dataset.island ?? '';
  const url = chunks[name];
  if (!url) {
    console.error(`unknown island ${name}`);
    return;
  }
  const props = JSON.parse(marker.dataset.props || '{}');
  import(/* @vite-ignore */ url).then((module: IslandModule) => {
    // preact's types want its own component type; the module's default export is one.
    hydrate(h(module.default as never, props), marker);
    marker.dataset.hydrated = 'true';
  }, reloadOnce);
}

/**
 * Islands marked `data-hydrate="interaction"` (rarely used ones, whose server HTML already works
 * as plain forms and links) load their chunk only when the visitor first comes near them.
 */
function hydrateOnInteraction(marker: HTMLElement, chunks: Record<string, string>): void {
  const start = () => {
    for (const type of INTERACTION_EVENTS) marker.removeEventListener(type, start, true);
    hydrateMarker(marker, chunks);
  };
  for (const type of INTERACTION_EVENTS) marker.addEventListener(type, start, { capture: true, passive: true });
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
