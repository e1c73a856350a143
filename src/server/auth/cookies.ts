// Reading one cookie from a Cookie header, and writing the device cookie. (Lucia writes the session
// cookie itself.)
import type { SessionCookie } from './sessions.js';

export const DEVICE_COOKIE_NAME = 'gymdesk_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
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
