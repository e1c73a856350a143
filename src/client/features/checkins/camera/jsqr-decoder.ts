// The fallback QR decoder (jsQR, plain JavaScript, nothing fetched at run time), behind one function
// so that only the camera screen downloads it and tests can put a stand-in in its place.
import type { DecodeFrame } from './qr-reader.js';

type JsQr = typeof import('jsqr').default;

export async function loadJsQrDecoder(): Promise<DecodeFrame> {
  const module = await import('jsqr');
  // jsQR ships as CommonJS with an ES default: bundlers hand over the function, Node the exports object.
  const exported = module.default as JsQr | { default: JsQr };
  const jsQR = typeof exported === 'function' ? exported : exported.default;
  // Member cards are dark on light: not trying the inverted picture halves the work per frame.
  return (data, width, height) => jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
