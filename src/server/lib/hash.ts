import crypto from 'node:crypto';

/**
 * SHA-256 (hex) of a random token. Tokens that grant access (sessions, reset links, device cookies)
 * are stored only this way, so a copy of the database or a backup grants nothing. A fast hash is
 * right here: the tokens are 128+ random bits, not guessable passwords.
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new random token for a cookie or a link (256 bits, URL-safe). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
