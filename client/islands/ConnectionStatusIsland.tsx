/**
 * Says so when the browser goes offline (links and searches will fail until it is back), and
 * when it comes back. Hidden while online; nothing to show without JavaScript.
 */
import { useEffect, useState } from 'react';

export interface ConnectionStatusProps {
  offline: string;
  backOnline: string;
}

export default function ConnectionStatusIsland({ offline, backOnline }: ConnectionStatusProps) {
  const [state, setState] = useState<'online' | 'offline' | 'back'>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const goOnline = () => {
      setState((previous) => (previous === 'offline' ? 'back' : previous));
      timer = setTimeout(() => setState('online'), 3000);
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  return (
    <p
      className={`connection-status connection-status--${state}`}
      role="status"
      aria-live="polite"
      hidden={state === 'online'}
    >
      {state === 'offline' ? offline : state === 'back' ? backOnline : ''}
    </p>
  );
}
