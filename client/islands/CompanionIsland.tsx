/**
 * The companion: onboarding for the extension and the apps. The server renders this
 * island only when its rules (../lib/companion-rules.ts) say a display is due, and lists the
 * 'companion' overlay module so the overlay manager waits for it. Server HTML is empty: nothing
 * shows before the start delay, nor without JavaScript.
 *
 * 1 s after mounting (and once its stylesheet, its views (../lib/companion-views.ts, a chunk of
 * their own) and, on desktop, the extension detection are in), it recomputes the display with
 * what only the browser knows (is the extension installed?), reports to the overlay manager and
 * shows when its turn comes. Each action goes through the
 * pure reducer (../lib/companion-reducers.ts) and is written to the state cookie, so the server
 * decides the next page from it.
 *
 * On Android the toast offers the store app when one is configured, else the browser's own
 * install prompt once it has handed it over (../lib/companion-install.ts, ../lib/install-prompt.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { type CompanionDisplay, type CompanionState, companionCookie } from '../contract/companion-state.ts';
import { type ToastOffer, toastOffer } from '../lib/companion-install.ts';
import { reduceCompanion } from '../lib/companion-reducers.ts';
import { type CompanionDevice, companionDisplay, isModal, isToast, isTourStep } from '../lib/companion-rules.ts';
import type { CompanionStrings } from '../lib/companion-view.tsx';
import { detectForPage, extensionStore } from '../lib/extension-detection.ts';
import { installPrompt, isStandalone } from '../lib/install-prompt.ts';
import { currentOverlay, onOverlayChange, reportOverlay } from '../lib/overlay-manager.ts';
import { loadStylesheet } from '../lib/stylesheet.ts';

export const START_DELAY_MS = 1000;

export interface CompanionProps {
  /** The search count after this page's search. */
  count: number;
  device: CompanionDevice;
  state: CompanionState;
  cookieDomain?: string;
  extensionIds: { chromeId?: string; edgeId?: string };
  /** android: the store app's URL, else the apps page; androidStore: the store URL when configured. */
  links: { extension: string; apps: string; android: string; androidStore?: string };
  /** client/styles/companion.css, loaded before anything shows. */
  stylesheet: string;
  strings: CompanionStrings;
}

type Views = typeof import('../lib/companion-views.ts');

/** Desktop only: the shared detection (AddToBrowser uses it too); phones keep the cookie's value. */
function useExtensionInstalled(device: CompanionDevice, ids: CompanionProps['extensionIds'], stored: boolean) {
  const [installed, setInstalled] = useState<boolean | null>(null);
  useEffect(() => {
    if (device.kind !== 'desktop') {
      setInstalled(stored);
      return;
    }
    const unsubscribe = extensionStore.subscribe((value) => value !== null && setInstalled(value));
    const known = extensionStore.get();
    if (known !== null) setInstalled(known);
    else detectForPage(ids).then(extensionStore.set);
    return () => {
      unsubscribe();
    };
  }, [device.kind, ids, stored]);
  return installed;
}

/** Android: what the toast offers, following the browser's install prompt as it comes and goes. */
function useToastOffer(device: CompanionDevice, links: CompanionProps['links']): ToastOffer | null {
  const [promptReady, setPromptReady] = useState(false);
  useEffect(() => {
    if (!device.android) return;
    setPromptReady(installPrompt.ready());
    return installPrompt.subscribe(() => setPromptReady(installPrompt.ready()));
  }, [device.android]);
  if (!device.android) return null;
  return toastOffer({ storeUrl: links.androidStore, appsPage: links.android, promptReady, standalone: isStandalone() });
}

function linkFor(display: CompanionDisplay, links: CompanionProps['links']): string {
  if (display === 'modal-extension' || display === 'modal-extension-closed') return links.extension;
  if (display === 'toast-android' || display === 'toast-android-closed') return links.android;
  // The installed-extension modals point to the phone apps; the phone tour to its store (/extension).
  return display === 'tour-step-mobile-1' ? links.extension : links.apps;
}

export default function CompanionIsland(props: CompanionProps) {
  const { count, device, strings, cookieDomain } = props;
  const [state, setState] = useState(props.state);
  /** The views' chunk, once the start delay is over: the companion has started. */
  const [views, setViews] = useState<Views | null>(null);
  const [failed, setFailed] = useState(false);
  const [turn, setTurn] = useState(false);
  /** After the visitor's own action, the next display (tour step 2) takes the focus. */
  const [acted, setActed] = useState(false);
  const installed = useExtensionInstalled(device, props.extensionIds, props.state.chromeExtensionInstalled);

  useEffect(() => {
    let live = true;
    const delay = new Promise((resolve) => setTimeout(resolve, START_DELAY_MS));
    Promise.all([import('../lib/companion-views.ts'), delay, loadStylesheet(props.stylesheet)]).then(
      ([module]) => live && setViews(module),
      (error: unknown) => {
        // Offline, or a deploy removed the chunk: nothing to show, and the other overlays may go.
        console.warn('the companion could not load its views', error);
        if (live) setFailed(true);
      },
    );
    const stop = onOverlayChange(() => setTurn(currentOverlay() === 'companion'));
    return () => {
      live = false;
      stop();
    };
  }, [props.stylesheet]);

  const offer = useToastOffer(device, props.links);
  const ready = views !== null && installed !== null;
  const current = ready ? reduceCompanion(state, { type: 'detected', installed }) : state;
  const due = ready ? companionDisplay({ count, device, state: current }) : null;
  // A toast with nothing to offer (inside the installed app, no store app) does not show.
  const display = isToast(due) && offer === null ? null : due;
  const shown = turn ? display : null;

  useEffect(() => {
    if (ready) reportOverlay('companion', display !== null);
    else if (failed) reportOverlay('companion', false);
  }, [ready, failed, display]);

  const save = useCallback(
    (next: CompanionState) => {
      setState(next);
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
      document.cookie = companionCookie(next, cookieDomain, location.protocol === 'https:');
    },
    [cookieDomain],
  );

  // Keep the cookie in step with what the browser learnt (detection) and what it shows. In the
  // task that shows it (a layout effect): a visitor who leaves at once has still seen it.
  useLayoutEffect(() => {
    if (!ready) return;
    const next = shown ? reduceCompanion(current, { type: 'shown', display: shown }) : current;
    if (next !== state) save(next);
  }, [ready, shown, current, state, save]);

  const close = useCallback(() => {
    if (!display) return;
    setActed(true);
    save(reduceCompanion(current, { type: 'close', display, count }));
  }, [display, current, count, save]);
  const next = useCallback(() => {
    setActed(true);
    save(reduceCompanion(current, { type: 'next', count }));
  }, [current, count, save]);

  // The browser's prompt: accepted or dismissed, the visitor has answered, as a link's click does.
  const install = useCallback(() => {
    installPrompt.show().then(close, close);
  }, [close]);

  const texts = shown ? strings.texts[shown] : undefined;
  if (!shown || !texts || !views) return null;
  const { TourPopover, CompanionModal, CompanionBar } = views;
  if (isTourStep(shown)) {
    const step = shown === 'tour-step-1' ? 1 : 2;
    return (
      <TourPopover key={step} step={step} texts={texts} strings={strings} focus={acted} onNext={next} onSkip={close} />
    );
  }
  const view = { display: shown, texts, strings, href: linkFor(shown, props.links), onClose: close };
  if (isModal(shown)) return <CompanionModal key={shown} {...view} />;
  if (!isToast(shown)) return <CompanionBar variant="banner" {...view} />;
  if (offer?.kind === 'prompt') {
    const promptTexts = { ...texts, text: texts.installText ?? texts.text };
    return <CompanionBar variant="toast" {...view} texts={promptTexts} onAction={install} />;
  }
  return <CompanionBar variant="toast" {...view} href={offer?.href ?? view.href} />;
}
