// Whose X-Forwarded-For to believe (TRUST_PROXY). Its left-hand entries are written by the client;
// an appending proxy (nginx's $proxy_add_x_forwarded_for) adds only the address it saw, on the
// right. So the client is the right-most entry no trusted proxy wrote, never simply the first.
import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** No one, the number of proxies in front of the app, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_FORMS =
  'must be false, true (one proxy in front), the number of proxies in front, or their addresses or CIDR ranges, comma-separated (10.0.0.2,fd00::/8)';

/** TRUST_PROXY's value, or null when it is none of the forms above. 'true' is one proxy. */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

// proxy-addr's names for the loopback and private ranges (a Docker network is in uniquelocal).
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy. Never Fastify's `true`, which trusts every hop and so takes the left-most
 * entry. A count becomes a function of the hop, since Fastify 5 takes a plain number as "trust no
 * one". With a count, the app must be reachable only through its proxies: a client that reaches
 * it directly picks its own address. A list of addresses has no such condition.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  // Hop 0 is the peer on the socket, hop 1 the right-most X-Forwarded-For entry, and so on.
  return (_address, hop) => hop < trust;
}
