// Instants on the member page are shown on the gym's clock (GYM_TIMEZONE), with the year: a history
// reaches back further than this week.
const formats = new Map<string, Intl.DateTimeFormat>();

/** '22 Nov 2026, 18:05' in the gym's time zone. */
export function formatGymDateTime(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
