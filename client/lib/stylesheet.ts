/**
 * Links a feature's stylesheet on first need (a page does not link what it may never show):
 * once per page, resolving when it applies, or when it failed, which leaves the feature usable,
 * unstyled.
 */
const loaded = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  let promise = loaded.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loaded.set(href, promise);
  }
  return promise;
}
