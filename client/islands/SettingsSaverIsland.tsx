/**
 * Saves the settings form in place: the submit becomes a fetch of the same POST (asking for JSON),
 * and a status line says whether it worked; a failure shows for 3 s. A change of language or
 * theme reloads the page, which must be drawn again in the new language or colours.
 */
import { useEffect, useState } from 'react';

export interface SettingsSaverProps {
  formId: string;
  saved: string;
  failed: string;
}

export default function SettingsSaverIsland({ formId, saved, failed }: SettingsSaverProps) {
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const initial = new FormData(form);
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      const data = new FormData(form);
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          body: new URLSearchParams(data as unknown as Record<string, string>),
          headers: { Accept: 'application/json' },
          credentials: 'include',
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (data.get('locale') !== initial.get('locale') || data.get('colorMode') !== initial.get('colorMode')) {
          location.reload();
          return;
        }
        setStatus('saved');
      } catch {
        setStatus('failed');
        setTimeout(() => setStatus('idle'), 3000);
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId]);

  return (
    <p
      className={status === 'failed' ? 'field-error' : 'notice'}
      role="status"
      aria-live="polite"
      hidden={status === 'idle'}
    >
      {status === 'saved' ? saved : status === 'failed' ? failed : ''}
    </p>
  );
}
