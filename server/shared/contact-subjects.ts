/**
 * The subjects a contact message may have: the contact page offers them (views/pages/ContactPage.tsx)
 * and the form's handler accepts only these (server/routes/contact.tsx). Each has its label in
 * locales/*.json.
 */
export const CONTACT_SUBJECTS = ['question', 'feedback', 'partnership', 'press', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
