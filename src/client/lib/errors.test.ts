import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { messageOf } from './errors.js';

const FALLBACK = 'Could not save. Please try again.';

/** An error as the tRPC client builds it from our server's error answer. */
function fromServer(code: string, message: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus: 400 } } });
}

describe('messageOf', () => {
  it("shows the server's own words for a refusal it explained", () => {
    expect(messageOf(fromServer('CONFLICT', 'That name is taken.'), FALLBACK)).toBe('That name is taken.');
  });

  it("never shows a server failure's internals", () => {
    expect(messageOf(fromServer('INTERNAL_SERVER_ERROR', 'SQLITE_BUSY: database is locked'), FALLBACK)).toBe(FALLBACK);
  });

  it('shows the fallback when no answer came from our server (a dropped connection, a proxy error page)', () => {
    expect(messageOf(TRPCClientError.from(new TypeError('Failed to fetch')), FALLBACK)).toBe(FALLBACK);
    const proxyPage = new SyntaxError(`Unexpected token '<', "<html>Bad "... is not valid JSON`);
    expect(messageOf(TRPCClientError.from(proxyPage), FALLBACK)).toBe(FALLBACK);
    expect(messageOf(new Error('anything else'), FALLBACK)).toBe(FALLBACK);
  });
});
