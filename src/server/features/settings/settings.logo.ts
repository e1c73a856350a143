// A logo upload: its real type is read from its bytes, never from a file name or what the browser
// claimed, and an SVG is taken only when it is a plain picture. An SVG can carry scripts, event
// handlers, embedded HTML and references to other files; rather than rewrite such a file (and miss
// one of the many ways), it is refused with a message that says what to do instead.
import { LOGO_MAX_BYTES, LOGO_TOO_BIG, type LogoType } from '../../../shared/settings.schemas.js';

export { LOGO_TOO_BIG };

export type LogoCheck = { ok: true; type: LogoType; bytes: Buffer } | { ok: false; message: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export const LOGO_NOT_AN_IMAGE = 'Choose a PNG, JPEG or SVG file.';
export const LOGO_UNSAFE_SVG =
  'This SVG contains scripts, web content or links to other files. Save it as a plain SVG or as a PNG and try again.';

/** What an SVG may not contain: anything that runs, embeds a page, or fetches another file. */
const UNSAFE_SVG = [
  /<!DOCTYPE|<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /<\s*(script|foreignObject|iframe|embed|object|audio|video|animate|set|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:|data:\s*text\/html/i,
  // Any reference to something outside the file: href / xlink:href / url() not to a #fragment.
  /\bhref\s*=\s*["']\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

function svgText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    // An XML declaration, comments and a DOCTYPE may come first (the DOCTYPE is then refused below).
    const start = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;
    return start.test(text) ? text : null;
  } catch {
    return null;
  }
}

export function checkLogo(base64: string): LogoCheck {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, message: LOGO_NOT_AN_IMAGE };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_TOO_BIG };
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { ok: true, type: 'image/png', bytes };
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return { ok: true, type: 'image/jpeg', bytes };
  const svg = svgText(bytes);
  if (svg === null) return { ok: false, message: LOGO_NOT_AN_IMAGE };
  if (UNSAFE_SVG.some((pattern) => pattern.test(svg))) return { ok: false, message: LOGO_UNSAFE_SVG };
  return { ok: true, type: 'image/svg+xml', bytes };
}
