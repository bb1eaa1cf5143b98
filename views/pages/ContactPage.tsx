import { CONTACT_SUBJECTS, type ContactSubject } from '../../server/shared/contact-subjects.ts';
import { useRequest } from '../use-request.tsx';

export interface ContactValues {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

/** The contact form: a plain POST; errors come back next to their field. */
export function ContactPage({
  values = {},
  errors = {},
  sent = false,
}: {
  values?: ContactValues;
  errors?: Partial<Record<keyof ContactValues | 'form', string>>;
  sent?: boolean;
}) {
  const { t, query } = useRequest();
  if (sent) {
    return (
      <section className="auth-card">
        <h1>{t('contact.sentTitle')}</h1>
        <p role="status">{t('contact.sentBody')}</p>
        <a href="/">{t('errors.home')}</a>
      </section>
    );
  }
  const subject =
    values.subject ?? (CONTACT_SUBJECTS.includes(query.subject as ContactSubject) ? query.subject : 'question');
  const error = (field: keyof ContactValues) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field-error" role="alert">
        {errors[field]}
      </p>
    ) : null;
  return (
    <section className="auth-card">
      <h1>{t('pages.contact.title')}</h1>
      <p>{t('pages.contact.intro')}</p>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <form method="post" action="/contact" noValidate>
        <label htmlFor="contact-name">{t('contact.name')}</label>
        <input id="contact-name" name="name" autoComplete="name" maxLength={100} defaultValue={values.name} />
        <label htmlFor="contact-email">{t('contact.email')}</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
        />
        {error('email')}
        <label htmlFor="contact-subject">{t('contact.subject')}</label>
        <select id="contact-subject" name="subject" defaultValue={subject}>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`contact.subjects.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          maxLength={5000}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
        />
        {error('message')}
        {/* Left empty by people; bots fill every field. */}
        <input className="visually-hidden" tabIndex={-1} aria-hidden="true" autoComplete="off" name="website" />
        <button type="submit">{t('contact.send')}</button>
      </form>
    </section>
  );
}
