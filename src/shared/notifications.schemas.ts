import * as z from 'zod/mini';
import { messageField } from './fields.js';
import { memberIdField } from './members.schemas.js';

/** The Member Dashboard shows this many of the newest notifications. */
export const LATEST_NOTIFICATIONS = 5;

export const sendNotificationInput = z.strictObject({
  memberId: memberIdField,
  message: messageField,
});

export type SendNotificationInput = z.infer<typeof sendNotificationInput>;
