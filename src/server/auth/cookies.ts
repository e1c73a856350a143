// Reading one cookie from a Cookie header, and writing the device cookie. (Lucia writes the session
// cookie itself.) Every cookie we read goes through readCookie: the header also carries cookies of
// other apps on the same host (cookies ignore the port, and a sibling subdomain can set them), and
// one of those with bad %-encoding must not break our answer, as Lucia's own reader lets it.
import type { SessionCookie } from './sessions.js';

export const DEVICE_COOKIE_NAME = 'palaestra_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The first usable value of the named cookie, or null. Other cookies are never decoded; a copy of
 * ours that is empty or badly encoded is passed over for a later one of the same name.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = decodedOrNull(part.slice(separator + 1).trim());
    if (value) return value;
  }
  return null;
}

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A year-long, script-proof cookie naming this browser to the sign-in limits (OWASP device cookie). */
export function deviceCookie(token: string, options: { secure: boolean }): SessionCookie {
  const attributes = [
    `${DEVICE_COOKIE_NAME}=${token}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  return { name: DEVICE_COOKIE_NAME, value: token, serialized: attributes.join('; ') };
}
