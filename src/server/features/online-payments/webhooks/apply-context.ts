// What applying one webhook event may need besides the transaction: the instant it is applied (the
// injected clock's, read once), the gym's settings (time zone for receipt years and paid-on days,
// currency and formats for notices) and the app's address (links in notices and mail).
import type { GymSettings } from '../../../../shared/settings.schemas.js';

export interface ApplyContext {
  now: Date;
  gym: GymSettings;
  appUrl: URL;
}

/**
 * 'applied': done (or nothing to do), the event is marked applied in the same transaction.
 * 'waiting': something it needs is not recorded yet (a refund of a payment whose event has not
 * arrived); the inbox tries it again after later events and on a timer.
 */
export type ApplyResult = 'applied' | 'waiting';
