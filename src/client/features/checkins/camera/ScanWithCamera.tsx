// "Scan with camera": a dialog with the camera's picture that reads a member's QR code (the code on
// their card or on /member) and hands it over as if it had been typed. Closing it, or reading a code,
// turns the camera off.
import './camera.css';
import { Dialog } from 'radix-ui';
import { type RefObject, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { type CameraStatus, useCameraScan } from './useCameraScan.js';

interface ScanWithCameraProps {
  /** A member code read off the picture (capitals, no spaces). */
  onCode: (code: string) => void;
  title?: string;
  /** What to hold up to the camera. */
  prompt?: string;
  triggerVariant?: 'primary' | 'secondary';
  triggerClassName?: string;
  /** Where focus goes when the dialog closes (the code field), instead of back to this button. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ScanWithCamera({
  onCode,
  title = "Scan a member's card",
  prompt = "Hold the member's QR code up to the camera.",
  triggerVariant = 'secondary',
  triggerClassName,
  returnFocusTo,
}: ScanWithCameraProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} className={triggerClassName}>
          Scan with camera
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content camera-dialog"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="dialog-description">{prompt}</Dialog.Description>
          <CameraView
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const PROBLEMS: Record<Exclude<CameraStatus, 'starting' | 'scanning'>, string> = {
  denied: "The camera is blocked for this site. Allow it in the browser's settings, or type the code.",
  no_camera: 'No camera was found on this device. Type the code instead.',
  busy: 'The camera is in use by another app. Close that app, or type the code.',
  insecure: 'The camera works only when this site is opened over https. Type the code instead.',
  failed: 'The camera could not be started. Type the code instead.',
};

function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { status, notACard } = useCameraScan(video, onCode);
  const problem = status === 'starting' || status === 'scanning' ? null : PROBLEMS[status];
  return (
    <div className="camera-view">
      {/* Kept in the page while the camera runs: the stream plays into it and frames are read from it. */}
      <video
        ref={video}
        className="camera-preview"
        hidden={problem !== null}
        aria-label="Camera picture"
        muted
        playsInline
        autoPlay
      />
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <p className="camera-status" role="status">
          {status === 'starting'
            ? 'Starting the camera...'
            : notACard
              ? 'That QR code is not a member card.'
              : 'Looking for a QR code...'}
        </p>
      )}
    </div>
  );
}
