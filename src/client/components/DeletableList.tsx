// A paged list of named items, each with a Delete button that asks first. The admin sections for
// equipment and records differ only in their procedures, their wording and what a row shows.
import { type ReactNode, useRef } from 'react';
import type { Page } from '../../shared/pagination.js';
import { messageOf } from '../lib/errors.js';
import { useActionMessage } from '../lib/useActionMessage.js';
import { useLastPageWhenPastTheEnd } from '../lib/useLastPageWhenPastTheEnd.js';
import { ActionMessageView } from './ActionMessageView.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { Loading } from './Loading.js';
import { Pagination } from './Pagination.js';

interface NamedItem {
  id: string;
  name: string;
}

/** The parts of a React Query result the list needs (kept structural so any query fits). */
interface ListQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface DeletableListProps<T extends NamedItem> {
  list: ListQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  onDelete: (item: T) => Promise<unknown>;
  /** The list's accessible name and the noun in messages: 'Equipment', 'Records'. */
  label: string;
  texts: { loading: string; empty: string; loadFailed: string; deleteFailed: string; deleteDescription: string };
  /** Extra text under the name, e.g. 'Qty 4'. */
  details?: (item: T) => ReactNode;
}

export function DeletableList<T extends NamedItem>(props: DeletableListProps<T>) {
  const { list, page, onPageChange, texts } = props;
  // The outcome of a delete takes focus once the dialog has closed (its Delete button is gone).
  const action = useActionMessage();
  const deleteSettled = useRef(false);

  useLastPageWhenPastTheEnd(list, page, onPageChange);

  async function deleteItem(item: T) {
    deleteSettled.current = true;
    try {
      await props.onDelete(item);
      action.success(`Deleted ${item.name}.`);
    } catch (error) {
      // Shown in the section: the dialog closes, since an open modal would hide the message.
      action.failure(messageOf(error, texts.deleteFailed));
    }
  }

  if (list.isPending) return <Loading label={texts.loading} />;
  if (list.isError || !list.data) {
    return (
      <div>
        <Alert tone="error">{messageOf(list.error, texts.loadFailed)}</Alert>
        <Button variant="secondary" pending={list.isFetching} onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, total, pageSize } = list.data;
  return (
    <div>
      <ActionMessageView action={action} />
      {items.length === 0 ? (
        <p className="empty">{texts.empty}</p>
      ) : (
        <ul className="list" aria-label={props.label} aria-busy={list.isPlaceholderData || undefined}>
          {items.map((item) => (
            <li key={item.id}>
              <div className="item-main">
                <strong>{item.name}</strong>
                {props.details && <span className="muted">{props.details(item)}</span>}
              </div>
              <div className="item-actions">
                <ConfirmDialog
                  triggerLabel="Delete"
                  triggerAriaLabel={`Delete ${item.name}`}
                  title={`Delete ${item.name}?`}
                  description={texts.deleteDescription}
                  confirmLabel="Delete"
                  onConfirm={() => deleteItem(item)}
                  onCloseAutoFocus={(event) => {
                    // Cancel returns focus to Delete as usual; a settled delete focuses its outcome.
                    if (!deleteSettled.current || !action.ref.current) return;
                    deleteSettled.current = false;
                    event.preventDefault();
                    action.ref.current.focus();
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} label={props.label} />
    </div>
  );
}
