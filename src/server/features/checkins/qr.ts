// QR codes are drawn on the server as SVG: no chart of pixels in the browser bundle and no outside
// service. A member code is short, so the smallest symbol with high error correction suits a worn card.
//
// Drawing one costs about a millisecond of CPU, and the member's dashboard asks for it on every open
// (2.7–3.4 % of all the server's CPU at a 20× rush), so the drawings are kept in a small cache by
// code. The SVG is a pure function of the code, so each process may keep its own copy: nothing goes
// stale (a new code is a new key) and nothing needs sharing between processes.
import QRCode from 'qrcode';

/** How many drawings are kept: a busy hour's members, about 5 KB each (a few MB at most). */
export const QR_CACHE_SIZE = 2000;

/** The encoder, behind a seam so a test can count how often it runs. */
export const qrEncoder = {
  draw: (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 }),
};

// A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
const drawn = new Map<string, Promise<string>>();

export async function qrCodeSvg(text: string): Promise<string> {
  const kept = drawn.get(text);
  if (kept) {
    drawn.delete(text);
    drawn.set(text, kept);
    return kept;
  }
  const drawing = qrEncoder.draw(text);
  drawn.set(text, drawing);
  // A failed drawing is not kept: the next open tries again.
  drawing.catch(() => drawn.delete(text));
  if (drawn.size > QR_CACHE_SIZE) drawn.delete(drawn.keys().next().value as string);
  return drawing;
}
