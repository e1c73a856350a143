import * as z from 'zod/mini';
import { idField, messageField } from './fields.js';
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

/**
 * One form for every audience. The member (or plan) is checked only when the audience needs it; the
 * client sends '' for an empty choice so the field's own "required" message shows beside it.
 */
export const sendNotificationInput = z
  .strictObject({
    audience: z._default(z.enum(NOTIFICATION_AUDIENCES, 'Choose who gets the notification.'), 'member'),
    memberId: z.optional(memberIdField),
    planId: z.optional(planIdField),
    message: messageField,
    withEmail: z._default(z.boolean('Also send by email must be yes or no.'), false),
  })
  .check(
    z.refine((v) => v.audience !== 'member' || v.memberId !== undefined, {
      message: 'Member is required.',
      path: ['memberId'],
    }),
    z.refine((v) => v.audience !== 'plan' || v.planId !== undefined, { message: 'Choose a plan.', path: ['planId'] }),
  );

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
