import * as z from 'zod/mini';
import { cleanText, idField, messageField } from './fields.js';
import { memberIdField } from './members.schemas.js';
import { planIdField } from './plans.schemas.js';

/** The Member Dashboard shows this many of the newest notifications. */
export const LATEST_NOTIFICATIONS = 5;

/** Who a notification goes to: one member, or a group worked out when it is sent. */
export const NOTIFICATION_AUDIENCES = ['member', 'all_active', 'plan', 'overdue'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** The choices on the Send Notification form, in the order shown. */
export const AUDIENCE_CHOICES: Record<NotificationAudience, string> = {
  member: 'One member',
  all_active: 'All active members',
  plan: "A plan's members",
  overdue: 'Members with overdue bills',
};

export const NO_RECIPIENTS = 'No members in this group.';

/** Above this many recipients, a send must be confirmed with the count its preview showed. */
export const CONFIRM_ABOVE = 10;
export const SUBJECT_MAX = 150;

/** What a message may ask to be filled in per recipient: {first_name}, {balance}, {plan}. */
export const MERGE_FIELDS = ['first_name', 'balance', 'plan'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
const MERGE_PATTERN = /\{([A-Za-z0-9_ ]*)\}/g;

/** The braces in `text` that name no merge field ('{frist_name}'), as typed, in order, once each. */
export function unknownMergeFields(text: string): string[] {
  const unknown = [...text.matchAll(MERGE_PATTERN)]
    .filter((match) => !(MERGE_FIELDS as readonly string[]).includes(match[1] ?? ''))
    .map((match) => match[0]);
  return [...new Set(unknown)];
}

/** Whether the text asks for any merge field (else one text fits everyone). */
export function hasMergeFields(text: string): boolean {
  return [...text.matchAll(MERGE_PATTERN)].length > 0;
}

/** Fills in each merge field from `values`; the text is otherwise as typed. */
export function fillMergeFields(text: string, values: Record<MergeField, string>): string {
  return text.replace(MERGE_PATTERN, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  );
}

/**
 * A misspelt field would reach every recipient as typed ("Hello {frist_name}"), so it is refused
 * before anything is sent, naming it and the fields there are.
 */
function knownMergeFields(label: string) {
  return z.refine<string>((text) => unknownMergeFields(text).length === 0, {
    error: (issue) =>
      `${label} has an unknown merge field ${unknownMergeFields(String(issue.input)).join(', ')}. Use {first_name}, {balance} or {plan}.`,
  });
}

const subjectField = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters.`),
      cleanText('Subject', 'single-line'),
      knownMergeFields('Subject'),
    ),
  '',
);

export const SUBJECT_REQUIRED = 'Subject is required when the message is also sent by email.';

/**
 * One form for every audience. The member (or plan) is checked only when the audience needs it; the
 * client sends '' for an empty choice so the field's own "required" message shows beside it.
 */
const messageInputShape = {
  audience: z._default(z.enum(NOTIFICATION_AUDIENCES, 'Choose who gets the notification.'), 'member'),
  memberId: z.optional(memberIdField),
  planId: z.optional(planIdField),
  subject: subjectField,
  message: messageField.check(knownMergeFields('Message')),
  withEmail: z._default(z.boolean('Also send by email must be yes or no.'), false),
};

type FormValues = {
  audience: NotificationAudience;
  memberId?: string | undefined;
  planId?: string | undefined;
  subject: string;
  withEmail: boolean;
};

const audienceChecks = [
  z.refine<FormValues>((v) => v.audience !== 'member' || v.memberId !== undefined, {
    message: 'Member is required.',
    path: ['memberId'],
  }),
  z.refine<FormValues>((v) => v.audience !== 'plan' || v.planId !== undefined, {
    message: 'Choose a plan.',
    path: ['planId'],
  }),
  z.refine<FormValues>((v) => !v.withEmail || v.subject !== '', {
    message: SUBJECT_REQUIRED,
    path: ['subject'],
  }),
] as const;

/** What "Preview" shows: the same form, before anything is sent. */
export const previewNotificationInput = z.strictObject(messageInputShape).check(...audienceChecks);

export const sendNotificationInput = z
  .strictObject({
    ...messageInputShape,
    /** The recipient count the preview showed; required above CONFIRM_ABOVE, and must still be true. */
    confirmedRecipients: z.optional(z.int('Confirmed recipients must be a whole number.').check(z.minimum(0))),
  })
  .check(...audienceChecks);

export type PreviewNotificationInput = z.input<typeof previewNotificationInput>;

/** The refusal when the group changed since its preview (someone joined, paid, left). */
export function recipientsChanged(now: number): string {
  return `The number of recipients changed: it is now ${now}. Check the preview and confirm again.`;
}

export function confirmationNeeded(count: number): string {
  return `This goes to ${count} members: check the preview and confirm the number before sending.`;
}

export type SendNotificationInput = z.input<typeof sendNotificationInput>;

/** "All active members", "Maya Patel", "Members on Gold": who a send went to, in words. */
export function audienceInWords(audience: NotificationAudience, name: string | null): string {
  switch (audience) {
    case 'member':
      return name ?? 'A member who has left';
    case 'plan':
      return `Members on ${name ?? 'a removed plan'}`;
    default:
      return AUDIENCE_CHOICES[audience];
  }
}

/** The most rows one keyset page returns. */
export const NOTIFICATIONS_PAGE_MAX = 50;

export const keysetPageInput = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(200, 'Invalid page.'))),
  limit: z._default(
    z.int().check(z.minimum(1), z.maximum(NOTIFICATIONS_PAGE_MAX, `At most ${NOTIFICATIONS_PAGE_MAX} rows a page.`)),
    20,
  ),
});

export type KeysetPageInput = z.input<typeof keysetPageInput>;

/** The notifications a member has now seen on their page (their own; others' ids change nothing). */
export const markNotificationsReadInput = z.strictObject({
  ids: z
    .array(
      // Ids are long (random or send.member); a short one is no notification at all.
      idField(
        'Notification',
        { missing: 'Notification not found.', unknown: 'Notification not found.' },
        { min: 8, max: 200 },
      ),
    )
    .check(z.minLength(1, 'Choose a notification.'), z.maxLength(NOTIFICATIONS_PAGE_MAX, 'Too many notifications.')),
});
