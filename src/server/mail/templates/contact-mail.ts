// The contact form's copy to ADMIN_EMAIL: who wrote, what, and where to read it in the Inbox.
import type { MailContent } from '../layout.js';

export function contactCopy(input: { name: string; email: string; message: string }, appUrl: URL): MailContent {
  return {
    subject: `Contact form: ${input.name}`,
    heading: 'A message from the contact form',
    paragraphs: [`${input.name} <${input.email}> wrote:`, input.message, `Reply to ${input.email}.`],
    action: { label: 'Read it in the Inbox', url: new URL('/admin/inbox', appUrl).toString() },
  };
}
