// Mail about an account: the welcome when a registration is approved, the admins' "New registration"
// when someone signs up, and a change of email address. Account mail is always sent (not a reminder).
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

/** "Change email": the link goes to the NEW address, so only someone who reads it can move the account. */
export function confirmNewEmail(name: string, gymName: string, link: string, hours: number): MailContent {
  return {
    subject: `Confirm your new email address for ${gymName}`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Hello ${name},`,
      `You asked to use this address for your account at ${gymName}. Open the link within ${hours} hours to confirm it.`,
      'If you did not ask for this, ignore this message: nothing changes.',
    ],
    action: { label: 'Confirm this address', url: link },
  };
}

/** To the OLD address once the change is confirmed, so a change nobody asked for does not go unseen. */
export function emailChanged(name: string, gymName: string, newEmail: string): MailContent {
  return {
    subject: `Your email address at ${gymName} was changed`,
    heading: 'Your email address was changed',
    paragraphs: [
      `Hello ${name},`,
      `The email address of your account at ${gymName} was changed to ${newEmail}. From now on, sign in with the new address.`,
      'If you did not do this, contact the gym at once.',
    ],
  };
}
