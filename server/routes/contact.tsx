/**
 * /contact: a form that mails CONTACT_EMAIL through the mailer. Validated, rate-limited per
 * client address, with a honeypot field; the visitor's address is optional (for an answer).
 */
import type express from 'express';
import { Router } from 'express';
import { CONTACT_SUBJECTS, ContactPage, type ContactSubject } from '../../views/pages/ContactPage.tsx';
import { emailProblem, normalizeEmail } from '../accounts/email.ts';
import type { Config } from '../config.ts';
import { formBody } from '../http/request-body.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import type { pageRenderer } from './pages.tsx';
import type { RouteDef } from './route-def.ts';

export const contactRoutes: RouteDef[] = [
  {
    id: 'contact',
    path: '/contact',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.contact.title',
    view: () => <ContactPage />,
  },
];

export function contactRouter(options: {
  config: Config;
  mailer: Pick<Mailer, 'sendContactMessage'>;
  render: ReturnType<typeof pageRenderer>;
  logger: Logger;
}): Router {
  const { config, mailer, render, logger } = options;
  const router = Router();
  const show = (req: express.Request, res: express.Response, status: number, body: React.ReactNode) =>
    render(req, res, { status, layout: 'default', titleKey: 'pages.contact.title', body }, false);
  router.post(
    '/contact',
    sameOrigin([config.baseUrl]),
    rateLimit({
      name: 'contact',
      points: 5,
      windowMs: 3600_000,
      onLimit: (req, res) =>
        show(req, res, 429, <ContactPage errors={{ form: req.t('contact.errors.rateLimited') }} />),
    }),
    ...formBody(16 * 1024),
    async (req, res) => {
      const body = req.body ?? {};
      const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
      // One line: a name never carries line breaks into a subject or a signature.
      const line = (v: unknown, max: number) =>
        [...text(v, max)]
          .map((c) => (c < ' ' || c === '\u007f' ? ' ' : c))
          .join('')
          .trim();
      const values = {
        name: line(body.name, 100),
        email: text(body.email, 254),
        subject: text(body.subject, 20),
        message: text(body.message, 5000),
      };
      if (text(body.website, 200)) return show(req, res, 200, <ContactPage sent />);
      const errors: Record<string, string> = {};
      if (values.email && emailProblem(values.email)) errors.email = req.t('auth.errors.invalid');
      if (values.message.length < 10) errors.message = req.t('contact.errors.message');
      if (Object.keys(errors).length > 0) return show(req, res, 400, <ContactPage values={values} errors={errors} />);
      const subject: ContactSubject = CONTACT_SUBJECTS.includes(values.subject as ContactSubject)
        ? (values.subject as ContactSubject)
        : 'other';
      try {
        await mailer.sendContactMessage({
          to: config.mail.contactTo,
          replyTo: values.email ? normalizeEmail(values.email) : undefined,
          subject: `[Karma contact: ${subject}] ${values.name || 'anonymous'}`,
          text: `${values.message}\n\n— ${values.name || 'anonymous'}${values.email ? ` <${values.email}>` : ''} (${String(res.locals.locale)})`,
        });
      } catch (error) {
        logger.error({ err: error }, 'contact message failed');
        return show(req, res, 503, <ContactPage values={values} errors={{ form: req.t('contact.errors.send') }} />);
      }
      show(req, res, 200, <ContactPage sent />);
    },
  );
  return router;
}
