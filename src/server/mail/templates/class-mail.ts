// What members are told about their classes, in the app and by mail: the line for their notifications
// and the mail's content (the layout adds the gym's look). The session is named on the gym's clock
// and in its locale (its label), as the screens name it.
import type { MailContent } from '../layout.js';

export interface SessionNamed {
  className: string;
  /** sessionLabel(startsAt, gym): 'Tue, Nov 24, 6:00 PM'. */
  label: string;
}

export interface ClassMessage {
  notice: string;
  mail: MailContent;
}

function myClasses(appUrl: URL) {
  return { label: 'See my classes', url: new URL('/member/classes', appUrl).toString() };
}

export function bookingConfirmed(session: SessionNamed, gymName: string, appUrl: URL): ClassMessage {
  const notice = `Booked: ${session.className} on ${session.label}`;
  return {
    notice,
    mail: {
      subject: `Booking confirmed: ${session.className} on ${session.label}`,
      heading: 'Your place is booked',
      paragraphs: [
        `You are booked on ${session.className} on ${session.label} at ${gymName}.`,
        'If you cannot come, cancel your booking so someone on the waitlist can have the place.',
      ],
      action: myClasses(appUrl),
    },
  };
}

export function classReminder(session: SessionNamed, appUrl: URL): ClassMessage {
  return {
    notice: `Reminder: ${session.className} on ${session.label}`,
    mail: {
      subject: `Reminder: ${session.className} on ${session.label}`,
      heading: `${session.className} is coming up`,
      paragraphs: [`You are booked on ${session.className} on ${session.label}. See you there!`],
      action: myClasses(appUrl),
      reminder: true,
    },
  };
}

export function promotedFromWaitlist(session: SessionNamed, appUrl: URL): ClassMessage {
  const notice = `You're in: ${session.className} on ${session.label}`;
  return {
    notice,
    mail: {
      subject: notice,
      heading: 'A place opened up and it is yours',
      paragraphs: [`You were on the waitlist for ${session.className} on ${session.label}; you are now booked.`],
      action: myClasses(appUrl),
    },
  };
}

export function sessionCancelled(session: SessionNamed, reason: string | null, appUrl: URL): ClassMessage {
  const notice = `Cancelled: ${session.className} on ${session.label}${reason ? ` (${reason})` : ''}`;
  return {
    notice,
    mail: {
      subject: notice,
      heading: `${session.className} is cancelled`,
      paragraphs: [
        `${session.className} on ${session.label} will not take place${reason ? `: ${reason}` : ''}.`,
        'We are sorry for the change.',
      ],
      action: myClasses(appUrl),
    },
  };
}
