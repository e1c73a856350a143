import { messageOf } from '../lib/errors.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';

/** A list that could not load: the reason and "Try again". */
export function LoadError({
  error,
  fallback,
  retry,
  retrying,
}: {
  error: unknown;
  fallback: string;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="load-error">
      <Alert tone="error">{messageOf(error, fallback)}</Alert>
      <Button variant="secondary" onClick={retry} pending={retrying}>
        Try again
      </Button>
    </div>
  );
}
