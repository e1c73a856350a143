// "Card for automatic payments" on the member dashboard, when the gym takes payments online: save a
// card (the provider's page in setup mode) so recurring bills are charged when issued, or see the one
// saved and remove it (asked first).
import { useId } from 'react';
import { Alert } from '../../components/Alert.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { cardText } from './cardText.js';
import { PayNowButton } from './PayNowButton.js';
import { useOnlinePayments } from './useOnlinePayments.js';

export function CardPanel() {
  const headingId = useId();
  const { enabled, card } = useOnlinePayments();
  const utils = trpc.useUtils();
  const saveCard = trpc.onlinePayments.saveCard.useMutation();
  const removeCard = trpc.onlinePayments.removeCard.useMutation();
  const outcome = useActionMessage();
  if (!enabled) return null;

  async function remove() {
    try {
      await removeCard.mutateAsync();
      await utils.onlinePayments.myCard.invalidate();
      outcome.success('Card removed. Recurring bills will no longer be charged automatically.');
    } catch (error) {
      // The dialog closes and the reason takes focus; the card is still shown, to try again.
      outcome.failure(messageOf(error, 'The card could not be removed. Try again.'));
    }
  }

  return (
    <section className="card card-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Card for automatic payments</h2>
      {outcome.message && (
        <Alert key={outcome.message.serial} tone={outcome.message.tone} ref={outcome.ref} tabIndex={-1}>
          {outcome.message.text}
        </Alert>
      )}
      {card ? (
        <>
          <p className="saved-card">{cardText(card)}</p>
          <p className="muted">Each recurring bill is charged to this card when it is issued.</p>
          <ConfirmDialog
            triggerLabel="Remove card"
            title="Remove this card?"
            description="Recurring bills will no longer be charged to it. You can still pay them with Pay now or at the front desk."
            confirmLabel="Remove card"
            onConfirm={remove}
            onCloseAutoFocus={(event) => {
              // Focus goes to the outcome, not to a button that may be gone.
              if (outcome.message) event.preventDefault();
            }}
          />
        </>
      ) : (
        <>
          <p>
            Save a card and each recurring bill is charged to it when it is issued, so you never fall behind. You can
            remove it at any time.
          </p>
          <PayNowButton
            label="Save a card for automatic payments"
            variant="secondary"
            start={() => saveCard.mutateAsync()}
          />
        </>
      )}
    </section>
  );
}
