import * as z from 'zod/mini';
import { emailField, messageField, nameField } from './fields.js';

/** The contact form. Nothing receives it yet; the client validates with it so messages match later. */
export const contactInput = z.strictObject({ name: nameField, email: emailField, message: messageField });
