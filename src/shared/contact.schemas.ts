import * as z from 'zod/mini';
import { emailField, idField, messageField, nameField } from './fields.js';

/** The public contact form: no account needed. */
export const contactInput = z.strictObject({ name: nameField, email: emailField, message: messageField });

export type ContactInput = z.infer<typeof contactInput>;

export const CONTACT_SENT = 'Thank you! Your message has been sent. We will get back to you soon.';
export const CONTACT_TOO_MANY = 'Too many messages from your address. Please try again later, or call us.';

export const contactMessageIdInput = z.strictObject({
  id: idField('Message', { missing: 'Message not found.', unknown: 'Message not found.' }),
});
