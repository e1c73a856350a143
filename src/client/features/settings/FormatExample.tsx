// How the chosen currency and locale will write an amount, a date and a time, so "de-DE" or "en-GB"
// is a picture rather than a code. Nothing is shown while either is not (yet) one Intl knows.
import { canonicalLocale, createGymFormat, isSupportedCurrency } from '../../../shared/format.js';

/** A fixed example, so the line changes only with the settings: 1234.50 (in cents) on 14 March at 6 PM. */
const EXAMPLE_MINOR = 123_450;
const EXAMPLE_DAY = '2026-03-14';
const EXAMPLE_TIME = '2026-03-14T18:00:00Z';

export function FormatExample({ locale, currency }: { locale: string; currency: string }) {
  const tag = canonicalLocale(locale.trim());
  const code = currency.trim().toUpperCase();
  if (!tag || !isSupportedCurrency(code)) return null;
  // UTC: the example time is a wall time here, not an instant in the gym's zone.
  const format = createGymFormat({ locale: tag, currency: code, timeZone: 'UTC' });
  return (
    <p className="format-example muted">
      For example: {format.money(EXAMPLE_MINOR)} · {format.date(EXAMPLE_DAY)} · {format.time(EXAMPLE_TIME)}
    </p>
  );
}
