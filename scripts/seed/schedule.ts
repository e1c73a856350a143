// Billing periods as the app counts them (src/shared/calendar.ts): from the anchor day, on the
// membership's billing day of the month (the 31st stays the 31st, or the month's last day).
import {
  type BillingPeriod,
  type CalendarDate,
  dayOfMonthOf,
  periodIndexOn,
  periodStart,
} from '../../src/shared/calendar.js';

export interface Schedule {
  anchor: CalendarDate;
  /** memberships.billing_day. */
  billingDay: number;
  period: BillingPeriod;
}

/** A member's schedule from their join day, as approval starts it. */
export function scheduleFrom(joined: CalendarDate, period: BillingPeriod): Schedule {
  return { anchor: joined, billingDay: dayOfMonthOf(joined), period };
}

/** The first day of the period after the one that contains `date`: the next bill date after it. */
export function nextPeriodAfter(schedule: Schedule, date: CalendarDate): CalendarDate {
  const { anchor, period, billingDay } = schedule;
  return periodStart(anchor, period, periodIndexOn(anchor, period, date, billingDay) + 1, billingDay);
}

/** Every period start in [from, to], oldest first (none before the anchor). */
export function periodStartsBetween(schedule: Schedule, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const { anchor, period, billingDay } = schedule;
  if (to < anchor || to < from) return [];
  let index = from <= anchor ? 0 : periodIndexOn(anchor, period, from, billingDay);
  if (periodStart(anchor, period, index, billingDay) < from) index += 1;
  const last = periodIndexOn(anchor, period, to, billingDay);
  const starts: CalendarDate[] = [];
  for (; index <= last; index++) starts.push(periodStart(anchor, period, index, billingDay));
  return starts;
}
