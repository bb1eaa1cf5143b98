/**
 * 'Add to browser': shown only once the page knows the Karma extension is not installed
 * (client/lib/extension-detection.ts). Hidden while unknown, and so without JavaScript.
 */
import { useEffect, useState } from 'react';
import { detectForPage, type ExtensionState, extensionStore } from '../lib/extension-detection.ts';

export interface AddToBrowserProps {
  label: string;
  href: string;
  chromeId?: string;
  edgeId?: string;
}

export default function AddToBrowserIsland({ label, href, chromeId, edgeId }: AddToBrowserProps) {
  const [installed, setInstalled] = useState<ExtensionState>(extensionStore.get());
  useEffect(() => {
    const unsubscribe = extensionStore.subscribe(setInstalled);
    if (extensionStore.get() === null) {
      detectForPage({ chromeId, edgeId }).then(extensionStore.set);
    }
    return () => {
      unsubscribe();
    };
  }, [chromeId, edgeId]);
  return (
    <a className="add-to-browser" href={href} hidden={installed !== false}>
      {label}
    </a>
  );
}
