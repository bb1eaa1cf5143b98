import type { ReactNode } from 'react';

/** Iframe layout: a narrow centred box for widgets embedded by the extension and partner sites. */
export function IframeLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="iframe-box">
      {children}
    </main>
  );
}
