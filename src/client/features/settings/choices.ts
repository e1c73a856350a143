// Suggestions for the Money and Rules fields. They are suggestions only (a <datalist>): any code,
// locale or zone Intl knows may be typed, and the shared schemas decide, on both sides.

/** Currencies most gyms here would pick; any other ISO 4217 code can be typed. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'SGD',
  'HKD',
  'INR',
  'ZAR',
  'BRL',
  'MXN',
  'AED',
] as const;

/** The product's examples first (en-US … pt-BR), then a few more; any other tag can be typed. */
export const COMMON_LOCALES = [
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'pt-BR',
  'en-AU',
  'en-CA',
  'en-IE',
  'it-IT',
  'nl-NL',
  'pt-PT',
  'sv-SE',
  'pl-PL',
  'ja-JP',
] as const;

/** 'Euro' for EUR, 'English (United Kingdom)' for en-GB: the words beside each suggestion. */
function describer(type: 'currency' | 'language'): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames(['en'], { type });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

export const currencyName = describer('currency');
export const localeName = describer('language');

/**
 * Every IANA zone the browser knows, for the time zone suggestions. Engines list only canonical
 * Region/City zones (V8 leaves out 'UTC'), so UTC is added; an old browser without the list gets UTC
 * and free entry.
 */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
