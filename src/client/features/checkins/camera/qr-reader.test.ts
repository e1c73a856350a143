// @vitest-environment jsdom
// Which decoder reads the camera's picture: the browser's BarcodeDetector when it reads QR codes,
// else the downloaded decoder on a frame drawn from the video. And the downloaded decoder (jsQR) for
// real, on a member card's QR code drawn the way /member draws it.
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadJsQrDecoder } from './jsqr-decoder.js';
import { createQrReader, type DetectorClass } from './qr-reader.js';

function fakeDetector(formats: string[], found: string[][]) {
  const detect = vi.fn(async () => (found.shift() ?? []).map((rawValue) => ({ rawValue })));
  const constructed = vi.fn();
  class Detector {
    static getSupportedFormats = async () => formats;
    constructor(options: { formats: string[] }) {
      constructed(options);
    }
    detect = detect;
  }
  return { Detector: Detector as unknown as DetectorClass, detect, constructed };
}

/** A video element that has a picture of this size. */
function videoOf(width: number, height: number): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: width });
  Object.defineProperty(video, 'videoHeight', { value: height });
  return video;
}

let canvas: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => canvas?.mockRestore());

describe('createQrReader', () => {
  it("uses the browser's BarcodeDetector for QR codes and never downloads the fallback", async () => {
    const { Detector, constructed } = fakeDetector(['ean_13', 'qr_code'], [[], ['K7M2QP9X']]);
    const loadDecoder = vi.fn();
    const reader = await createQrReader({ BarcodeDetector: Detector, loadDecoder });
    const video = videoOf(0, 0);

    expect(await reader.read(video)).toBeNull();
    expect(await reader.read(video)).toBe('K7M2QP9X');
    expect(constructed).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(loadDecoder).not.toHaveBeenCalled();
  });

  it('reads nothing, without failing, while the video has no frame for the detector yet', async () => {
    const { Detector, detect } = fakeDetector(['qr_code'], []);
    detect.mockRejectedValueOnce(new DOMException('no frame', 'InvalidStateError'));
    const reader = await createQrReader({ BarcodeDetector: Detector, loadDecoder: vi.fn() });
    expect(await reader.read(videoOf(0, 0))).toBeNull();
  });

  it('falls back to the decoder on a downscaled frame when the BarcodeDetector cannot read QR codes', async () => {
    const { Detector } = fakeDetector(['ean_13'], []);
    const decode = vi.fn(() => 'ABCD2345');
    const drawImage = vi.fn();
    const getImageData = vi.fn((_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
    }));
    canvas = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      getImageData,
    } as unknown as CanvasRenderingContext2D);
    const reader = await createQrReader({ BarcodeDetector: Detector, loadDecoder: async () => decode });

    // No picture yet: nothing is drawn or decoded.
    expect(await reader.read(videoOf(0, 0))).toBeNull();
    expect(decode).not.toHaveBeenCalled();

    const video = videoOf(1280, 720);
    expect(await reader.read(video)).toBe('ABCD2345');
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 360);
    expect(decode).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 360);
  });

  it('falls back to the decoder where the browser has no BarcodeDetector', async () => {
    const loadDecoder = vi.fn(async () => () => null);
    await createQrReader({ BarcodeDetector: undefined, loadDecoder });
    expect(loadDecoder).toHaveBeenCalledOnce();
  });
});

/** The QR code of `text` as an RGBA picture: black modules on white, 4 pixels each, a quiet zone. */
function qrPicture(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const scale = 4;
  const margin = 4 * scale;
  const size = modules.size * scale + 2 * margin;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor((y - margin) / scale);
      const column = Math.floor((x - margin) / scale);
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, size };
}

describe('the fallback decoder (jsQR)', () => {
  it("reads a member card's QR code, and nothing from a blank picture", async () => {
    const decode = await loadJsQrDecoder();
    const card = qrPicture('K7M2QP9X');
    expect(decode(card.data, card.size, card.size)).toBe('K7M2QP9X');
    expect(decode(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toBeNull();
  });
});
