// The camera while the scan dialog is open: asks for the back camera (a tablet held up to a card),
// shows its picture, reads a few frames a second until a member code is in view, and stops the camera
// the moment a code is read or the dialog closes, so the light goes off at once.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { isMemberCode, normalizeMemberCode } from '../../../../shared/member-code.js';
import { createQrReader } from './qr-reader.js';

export type CameraStatus = 'starting' | 'scanning' | 'denied' | 'no_camera' | 'busy' | 'insecure' | 'failed';

/** Often enough that a card is read as soon as it is steady, rarely enough to leave the tablet cool. */
export const SCAN_EVERY_MS = 150;

function statusOf(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_camera';
  if (name === 'NotReadableError') return 'busy';
  return 'failed';
}

export function useCameraScan(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): { status: CameraStatus; notACard: boolean } {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [notACard, setNotACard] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = video.current;

    function stop() {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (element) element.srcObject = null;
    }

    async function start() {
      const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!media?.getUserMedia) {
        // Browsers offer the camera only to https pages (and localhost): say so rather than "no camera".
        setStatus(window.isSecureContext === false ? 'insecure' : 'no_camera');
        return;
      }
      try {
        const opened = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !element) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        element.srcObject = opened;
        await element.play();
        const reader = await createQrReader();
        if (stopped) return;
        setStatus('scanning');
        const scan = async () => {
          const text = await reader.read(element).catch(() => null);
          if (stopped) return;
          if (text !== null) {
            const code = normalizeMemberCode(text);
            if (isMemberCode(code)) {
              stop();
              onCodeRef.current(code);
              return;
            }
            setNotACard(true);
          }
          timer = setTimeout(scan, SCAN_EVERY_MS);
        };
        await scan();
      } catch (error) {
        if (stopped) return;
        stop();
        setStatus(statusOf(error));
      }
    }

    void start();
    return stop;
  }, [video]);

  return { status, notACard };
}
