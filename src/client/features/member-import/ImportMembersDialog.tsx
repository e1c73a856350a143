// "Import members" (admins, from the Member List): choose a CSV, see what would happen — how many
// become members, how many are members already (skipped), and every refused row with its reason —
// then "Import N members". Nothing is written before that button; pressing it twice imports once.
import './member-import.css';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ImportPreview, ImportResult } from '../../../shared/member-import.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { CheckboxField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { uploadImport } from './uploadImport.js';

export function ImportMembersDialog() {
  return (
    <FormDialog
      triggerLabel="Import members"
      title="Import members"
      description="A CSV file with the columns Name, Email, Phone, Plan, Join date and Opening balance (Name and Email are required). Nothing is saved until you select Import."
    >
      {() => <ImportMembersForm />}
    </FormDialog>
  );
}

export function ImportMembersForm() {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    setChecking(true);
    setFileError(null);
    const outcome = await uploadImport(file);
    setChecking(false);
    if (outcome.ok) setPreview(outcome.preview);
    else setFileError(outcome.message);
  }

  function startOver() {
    setPreview(null);
    setResult(null);
    setFileError(null);
  }

  if (result) return <ImportDone result={result} onAnother={startOver} />;
  if (preview) return <ImportPreviewView preview={preview} onImported={setResult} onAnother={startOver} />;
  return (
    <form onSubmit={check} noValidate>
      <div className="field">
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={() => setFileError(null)}
        />
        <p className="field-hint" id={`${fileId}-hint`}>
          UTF-8 text, comma or semicolon separated, at most 5 MB or 20,000 rows. Members already here (same email) are
          skipped, so the same file can be imported again safely.
        </p>
        {fileError && (
          <p className="field-error" id={`${fileId}-error`} role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <DialogCancel disabled={checking} />
        <Button type="submit" pending={checking}>
          Check the file
        </Button>
      </div>
    </form>
  );
}

function ImportPreviewView({
  preview,
  onImported,
  onAnother,
}: {
  preview: ImportPreview;
  onImported: (result: ImportResult) => void;
  onAnother: () => void;
}) {
  const format = useGymFormat();
  const [invite, setInvite] = useState(false);
  const utils = trpc.useUtils();
  const confirm = trpc.memberImport.confirm.useMutation({
    onSuccess: async (result) => {
      onImported(result);
      await utils.members.invalidate();
    },
  });
  const label = `Import ${format.countOf(preview.toImport, 'member')}`;
  // The form that was focused is gone: the preview's heading takes focus, so reading starts there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="import-preview">
      <h3 ref={headingRef} tabIndex={-1} className="import-file-name">
        {preview.fileName}
      </h3>
      <ul className="import-counts" aria-label="What the import would do">
        <li>
          <strong>{format.count(preview.toImport)}</strong> to import
        </li>
        <li>
          <strong>{format.count(preview.existing)}</strong> already members (skipped)
        </li>
        <li>
          <strong>{format.count(preview.refused)}</strong> refused
        </li>
      </ul>
      {preview.ignoredColumns.length > 0 && (
        <p className="muted">Columns left out: {preview.ignoredColumns.join(', ')}.</p>
      )}
      {preview.refused > 0 && <RefusedRows preview={preview} />}
      {preview.toImport > 0 ? (
        <>
          <p className="muted">
            Each plan continues on the member's billing day, billed from its next period; an opening balance becomes an
            open bill due today.
          </p>
          <CheckboxField
            label="Send each new member an invitation to set a password"
            checked={invite}
            onCheckedChange={setInvite}
          />
          {confirm.isError && (
            <Alert tone="error">{messageOf(confirm.error, 'The members could not be imported. Try again.')}</Alert>
          )}
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onAnother} disabled={confirm.isPending}>
              Choose another file
            </Button>
            <Button
              onClick={() => confirm.mutate({ importId: preview.importId, sendInvitations: invite })}
              pending={confirm.isPending}
            >
              {label}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">Nothing to import: every row is a member already or refused.</p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onAnother}>
              Choose another file
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function RefusedRows({ preview }: { preview: ImportPreview }) {
  const format = useGymFormat();
  const shown = preview.refusals.length;
  return (
    <>
      <p className="muted">
        Cells that start with = + - or @ (other than numbers and phone numbers) are refused: a spreadsheet would run
        them as formulas.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="import-refusals" aria-label="Refused rows" tabIndex={0}>
        <table>
          <caption>
            {shown < preview.refused
              ? `Refused rows: the first ${format.count(shown)} of ${format.count(preview.refused)}`
              : 'Refused rows'}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                Row
              </th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {preview.refusals.map((refusal) => (
              <tr key={refusal.row}>
                <td className="numeric">{format.count(refusal.row)}</td>
                <td>{refusal.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function ImportDone({ result, onAnother }: { result: ImportResult; onAnother: () => void }) {
  const format = useGymFormat();
  const parts = [`Imported ${format.countOf(result.imported, 'member')}.`];
  if (result.skipped > 0) parts.push(`${format.count(result.skipped)} skipped: already members.`);
  if (result.invited > 0) parts.push(`${format.countOf(result.invited, 'invitation')} on the way.`);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => alertRef.current?.focus(), []);
  return (
    <div className="import-done">
      <Alert tone="success" ref={alertRef} tabIndex={-1}>
        {parts.join(' ')}
      </Alert>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
        <Dialog.Close asChild>
          <Button>Close</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
