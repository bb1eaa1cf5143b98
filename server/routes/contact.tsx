/**
 * /contact: a form that mails CONTACT_EMAIL through the mailer. Validated, rate-limited per
 * client address, with a honeypot field; the visitor's address is optional (for an answer).
 * The form posts to the page's own path: its action answers with the page again, sent or with
 * its errors.
 */
import type { ComponentProps } from 'react';
import { ContactPage } from '../../views/pages/ContactPage.tsx';
import { emailProblem, normalizeEmail } from '../accounts/email.ts';
import { CONTACT_SUBJECTS, type ContactSubject } from '../shared/contact-subjects.ts';
import { type ActionRequest, type ActionResult, defineRoute, type RouteDef } from './route-def.ts';

type ContactProps = ComponentProps<typeof ContactPage> | undefined;

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
// One line: a name never carries line breaks into a subject or a signature.
const line = (v: unknown, max: number) =>
  [...text(v, max)]
    .map((c) => (c < ' ' || c === '\u007f' ? ' ' : c))
    .join('')
    .trim();

async function sendContactMessage({ req, res, form, app }: ActionRequest): Promise<ActionResult<ContactProps>> {
  const values = {
    name: line(form.name, 100),
    email: text(form.email, 254),
    subject: text(form.subject, 20),
    message: text(form.message, 5000),
  };
  if (text(form.website, 200)) return { status: 200, props: { sent: true } };
  const errors: Record<string, string> = {};
  if (values.email && emailProblem(values.email)) errors.email = req.t('auth.errors.invalid');
  if (values.message.length < 10) errors.message = req.t('contact.errors.message');
  if (Object.keys(errors).length > 0) return { status: 400, props: { values, errors } };
  const subject: ContactSubject = CONTACT_SUBJECTS.includes(values.subject as ContactSubject)
    ? (values.subject as ContactSubject)
    : 'other';
  const signature = `${values.name || 'anonymous'}${values.email ? ` <${values.email}>` : ''}`;
  try {
    await app.mailer.sendContactMessage({
      to: app.config.mail.contactTo,
      replyTo: values.email ? normalizeEmail(values.email) : undefined,
      subject: `[Karma contact: ${subject}] ${values.name || 'anonymous'}`,
      text: `${values.message}\n\n— ${signature} (${String(res.locals.locale)})`,
    });
  } catch (error) {
    app.logger.error({ err: error }, 'contact message failed');
    return { status: 503, props: { values, errors: { form: req.t('contact.errors.send') } } };
  }
  return { status: 200, props: { sent: true } };
}

export const contactRoutes: RouteDef[] = [
  defineRoute<ContactProps>({
    id: 'contact',
    path: '/contact',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.contact.title',
    methodPatterns: ['POST'],
    view: (props) => <ContactPage {...props} />,
    action: {
      limits: [
        {
          name: 'contact',
          points: 5,
          windowMs: 3600_000,
          refused: (req) => ({ errors: { form: req.t('contact.errors.rateLimited') } }),
        },
      ],
      formBytes: 16 * 1024,
      run: sendContactMessage,
    },
  }),
];
