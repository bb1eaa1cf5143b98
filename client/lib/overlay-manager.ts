/**
 * One overlay at a time. Modules that may put something over the page (the announcement modal,
 * the companion, the notification preview 'youMakeItHappen') report whether they have something
 * to show; the lowest-ordered one that has wins, and nothing shows until every module present
 * on the page has reported, so a late module with a lower order never interrupts another.
 */
export const OVERLAY_ORDER = { modal: 1, companion: 2, youMakeItHappen: 3 } as const;
export type OverlayModule = keyof typeof OVERLAY_ORDER;

export interface OverlayReport {
  module: OverlayModule;
  /** undefined while the module is still initialising. */
  hasNotification: boolean | undefined;
}

/** The module allowed to show, or null (someone is still initialising, or nobody has anything). */
export function chooseOverlay(reports: readonly OverlayReport[]): OverlayModule | null {
  if (reports.some((report) => report.hasNotification === undefined)) return null;
  const showing = reports.filter((report) => report.hasNotification);
  showing.sort((a, b) => OVERLAY_ORDER[a.module] - OVERLAY_ORDER[b.module]);
  return showing[0]?.module ?? null;
}

/**
 * The page-wide registry the islands share (each island is its own chunk, so the state lives on
 * window). The server lists the modules present on the page in `data-overlay-modules` on <body>;
 * a module not listed is not waited for.
 */
interface Registry {
  reports: Map<OverlayModule, boolean | undefined>;
  listeners: Set<() => void>;
}

function registry(): Registry {
  const holder = window as unknown as { __karmaOverlays?: Registry };
  if (!holder.__karmaOverlays) {
    const listed = (document.body.dataset.overlayModules ?? '').split(',').filter((m) => m in OVERLAY_ORDER);
    holder.__karmaOverlays = {
      reports: new Map(listed.map((m) => [m as OverlayModule, undefined])),
      listeners: new Set(),
    };
  }
  return holder.__karmaOverlays;
}

export function reportOverlay(module: OverlayModule, hasNotification: boolean): void {
  const reg = registry();
  reg.reports.set(module, hasNotification);
  for (const listener of reg.listeners) listener();
}

export function currentOverlay(): OverlayModule | null {
  const reports = [...registry().reports].map(([module, hasNotification]) => ({ module, hasNotification }));
  return chooseOverlay(reports);
}

export function onOverlayChange(listener: () => void): () => void {
  const reg = registry();
  reg.listeners.add(listener);
  return () => reg.listeners.delete(listener);
}
