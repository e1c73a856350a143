// QR codes are drawn on the server as SVG: no chart of pixels in the browser bundle and no outside
// service. A member code is short, so the smallest symbol with high error correction suits a worn card.
import QRCode from 'qrcode';

export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 });
}
