/**
 * A one-button POST form that submits itself once hydrated (the login link's landing page):
 * with JavaScript the visitor lands logged in; without it, one click does the same.
 */
import { useEffect, useRef } from 'react';

export interface AutoSubmitProps {
  action: string;
  label: string;
  formId: string;
}

export default function AutoSubmit({ action, label, formId }: AutoSubmitProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <form id={formId} ref={form} method="post" action={action}>
      <button type="submit">{label}</button>
    </form>
  );
}
