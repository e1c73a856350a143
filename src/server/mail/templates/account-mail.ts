// Mail about an account: the welcome when a registration is approved, and the admins' "New
// registration" when someone signs up. Account mail is always sent (it is not a reminder).
import type { MailContent } from '../layout.js';

export function welcome(gymName: string, appUrl: URL): { notice: string; mail: MailContent } {
  return {
    notice: `Welcome to ${gymName}! Your registration is approved.`,
    mail: {
      subject: `Welcome to ${gymName}`,
      heading: `Welcome to ${gymName}`,
      paragraphs: [
        'Your registration is approved: you are now a member.',
        'Sign in to see your membership, book classes and check your bills.',
      ],
      action: { label: 'Go to my page', url: new URL('/member', appUrl).toString() },
    },
  };
}

/**
 * The subject names nobody: a sent mail's body is wiped, its subject is kept, and a person who is
 * later erased ("Close my account") must not live on in it.
 */
export function newRegistration(person: { name: string; email: string }, appUrl: URL): MailContent {
  return {
    subject: 'New registration',
    heading: 'New registration',
    paragraphs: [`${person.name} (${person.email}) signed up and is waiting for approval.`],
    action: { label: 'Review requests', url: new URL('/admin/requests', appUrl).toString() },
  };
}
