import * as z from 'zod/mini';
import { idField } from './fields.js';
import { PAGE_SIZE_MAX } from './pagination.js';

const requestIdField = idField('Request', {
  missing: 'Request is required.',
  unknown: 'This request no longer exists.',
});

export const requestIdInput = z.strictObject({ requestId: requestIdField });

/** "Approve selected": the requests ticked on one page (at most a page's worth). */
export const approveSelectedInput = z.strictObject({
  requestIds: z
    .array(requestIdField)
    .check(
      z.minLength(1, 'Select at least one request.'),
      z.maxLength(PAGE_SIZE_MAX, `Select at most ${PAGE_SIZE_MAX} requests at a time.`),
    ),
});

export type RequestIdInput = z.infer<typeof requestIdInput>;
export type ApproveSelectedInput = z.infer<typeof approveSelectedInput>;
