// Admin notes: "Note" and "Add note", then the notes newest first with who wrote them and when.
// After adding, focus goes to the message saying so; after a refused note, back to the Note field.
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { addMemberNoteInput } from '../../../../shared/member-page.schemas.js';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { TextAreaField } from '../../../components/Field.js';
import { KeysetList } from '../../../components/KeysetPager.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../../components/useKeysetPages.js';
import { formLevelError } from '../../../lib/errors.js';
import { useForm } from '../../../lib/forms.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { PageCard } from './PageCard.js';

const PAGE_LIMIT = 10;

export function NotesCard({ memberId }: { memberId: string }) {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const pages = useKeysetPages();
  const notes = trpc.memberNotes.list.useQuery(
    { userId: memberId, cursor: pages.cursor, limit: PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, notes.data !== undefined && !notes.isPlaceholderData);
  const add = trpc.memberNotes.add.useMutation();
  const form = useForm(addMemberNoteInput, { body: '' });
  const action = useActionMessage();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    action.clear();
    const input = form.validate({ userId: memberId });
    if (!input) return;
    try {
      await add.mutateAsync(input);
      form.reset();
      pages.restart();
      await utils.memberNotes.list.invalidate({ userId: memberId });
      action.success('Note added.');
    } catch (error) {
      form.showServerErrors(error);
      const message = formLevelError(error, 'Could not add the note. Please try again.');
      if (message) {
        setRefusal(message);
        form.ref.current?.querySelector('textarea')?.focus();
      }
    }
  }

  return (
    <PageCard title="Admin notes">
      <form ref={form.ref} onSubmit={submit} noValidate className="member-note-form">
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <TextAreaField label="Note" rows={3} {...form.field('body')} readOnly={add.isPending} />
        <div>
          <Button type="submit" pending={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
      <ActionMessageView action={action} />
      {notes.isPending ? (
        <Loading label="Loading notes..." />
      ) : notes.isError && !notes.data ? (
        <LoadError
          error={notes.error}
          fallback="Could not load the notes."
          retry={() => notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data.items.length === 0 ? (
        <p className="empty">No notes yet.</p>
      ) : (
        <KeysetList
          pages={pages}
          nextCursor={notes.data.nextCursor}
          busy={notes.isPlaceholderData}
          label="Admin notes"
          previousLabel="Newer"
          nextLabel="Older"
          className="list member-notes"
        >
          {notes.data.items.map((note) => (
            <li key={note.id}>
              <p className="member-note-body">{note.body}</p>
              <p className="muted member-note-meta">
                {`${note.createdByName ?? 'A removed account'}, ${format.dateTime(note.createdAt)}`}
              </p>
            </li>
          ))}
        </KeysetList>
      )}
    </PageCard>
  );
}
