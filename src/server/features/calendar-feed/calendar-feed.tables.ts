/** A member's private iCalendar feed: the URL carries a random token, stored only as its hash. */
export interface CalendarFeedsTable {
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastReadAt: string | null;
}

export interface CalendarFeedTables {
  calendarFeeds: CalendarFeedsTable;
}
