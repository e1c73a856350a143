import type { useActionMessage } from '../lib/useActionMessage.js';
import { Alert } from './Alert.js';

/** Shows useActionMessage's message: a status (success) or an alert (failure), focusable by script. */
export function ActionMessageView({ action }: { action: ReturnType<typeof useActionMessage> }) {
  if (!action.message) return null;
  return (
    <Alert key={action.message.serial} tone={action.message.tone} ref={action.ref} tabIndex={-1}>
      {action.message.text}
    </Alert>
  );
}
