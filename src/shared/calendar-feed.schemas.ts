// The member's private calendar feed: where it is served and what the card says.

/** GET /calendar/<token>.ics: the token is the only key, so it is long and random (calendar-feed.service.ts). */
export const CALENDAR_FEED_PREFIX = '/calendar/';

export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}.ics`;
}

/** Bookings older than this many days drop out of the feed (calendars keep what they already saw). */
export const CALENDAR_FEED_PAST_DAYS = 60;
