// A camera and a BarcodeDetector for tests (jsdom has neither): a stream whose track records that it
// was stopped, getUserMedia answering with it (or refusing), and a detector that finds the texts the
// test queues, one frame at a time.
import { vi } from 'vitest';

export interface FakeCamera {
  getUserMedia: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
  stream: MediaStream;
  /** Texts the detector will find, in turn; an empty frame when none is queued. */
  show(...texts: string[]): void;
  /** Whether the camera is still running (started and not stopped). */
  running(): boolean;
}

let play: ReturnType<typeof vi.spyOn> | undefined;

/** Installs the camera on navigator, a BarcodeDetector reading QR codes, and a video that plays. */
export function installCamera(options: { refuse?: string } = {}): FakeCamera {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  let started = false;
  const getUserMedia = vi.fn(async () => {
    if (options.refuse) throw new DOMException('refused', options.refuse);
    started = true;
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  play ??= vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

  const frames: string[] = [];
  class Detector {
    static getSupportedFormats = async () => ['qr_code'];
    async detect() {
      const text = frames.shift();
      return text === undefined ? [] : [{ rawValue: text }];
    }
  }
  vi.stubGlobal('BarcodeDetector', Detector);
  return {
    getUserMedia,
    stop,
    stream,
    show: (...texts) => frames.push(...texts),
    running: () => started && stop.mock.calls.length === 0,
  };
}

/** A browser without any camera API at all (an old browser, or a page not served over https). */
export function removeCamera(): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
}

/** Puts the browser back as jsdom has it (only what installCamera changed). */
export function uninstallCamera(): void {
  removeCamera();
  vi.unstubAllGlobals();
  play?.mockRestore();
  play = undefined;
}
