// Reading a QR code off the camera's picture. The browser's own BarcodeDetector is used where it
// exists and reads QR codes (Chrome on Android, Safari on iPad); elsewhere (Chromium on Linux, Firefox)
// a small decoder is downloaded when the camera is first opened, so no other screen pays for it.
import { loadJsQrDecoder } from './jsqr-decoder.js';

/** Reads the code in view, or null when none is readable yet. */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | null>;
}

/** Text in an RGBA frame, or null. */
export type DecodeFrame = (data: Uint8ClampedArray, width: number, height: number) => string | null;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

export interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

export interface QrReaderDeps {
  /** The browser's BarcodeDetector, where it has one. */
  BarcodeDetector?: DetectorClass;
  /** The fallback decoder, loaded on demand. */
  loadDecoder: () => Promise<DecodeFrame>;
}

/** A decoder reads a smaller picture much faster, and a card held up to a tablet is large in it. */
const FRAME_MAX_WIDTH = 640;

function browserDeps(): QrReaderDeps {
  const detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return { BarcodeDetector: detector, loadDecoder: loadJsQrDecoder };
}

async function detectsQr(Detector: DetectorClass | undefined): Promise<boolean> {
  if (!Detector) return false;
  try {
    return (await Detector.getSupportedFormats?.())?.includes('qr_code') ?? false;
  } catch {
    return false;
  }
}

export async function createQrReader(deps: QrReaderDeps = browserDeps()): Promise<QrReader> {
  if (deps.BarcodeDetector && (await detectsQr(deps.BarcodeDetector))) {
    const detector = new deps.BarcodeDetector({ formats: ['qr_code'] });
    return {
      async read(video) {
        try {
          const [found] = await detector.detect(video);
          return found?.rawValue ?? null;
        } catch {
          // No frame yet (the video is still starting): try the next one.
          return null;
        }
      },
    };
  }
  const decode = await deps.loadDecoder();
  const canvas = document.createElement('canvas');
  return {
    async read(video) {
      if (!video.videoWidth || !video.videoHeight) return null;
      const scale = Math.min(1, FRAME_MAX_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0, width, height);
      return decode(context.getImageData(0, 0, width, height).data, width, height);
    },
  };
}
