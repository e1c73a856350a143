// "Report a problem": the member chooses the item and describes what is wrong; it goes to the item's
// log, where administrators see it with the member's name.
import type { FormEvent } from 'react';
import { reportProblemInput } from '../../../shared/equipment.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { formLevelError, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

/** Enough names for a gym's floor; the picker lists them by name. */
const CHOICES_PAGE = { page: 1, pageSize: 100 };

export function EquipmentStatusReportDialog({ onReported }: { onReported: (name: string) => void }) {
  return (
    <FormDialog
      triggerLabel="Report a problem"
      title="Report a problem"
      description="Tell the gym which equipment has a problem and what is wrong with it."
    >
      {(close) => (
        <ReportForm
          onReported={(name) => {
            close(true);
            onReported(name);
          }}
        />
      )}
    </FormDialog>
  );
}

function ReportForm({ onReported }: { onReported: (name: string) => void }) {
  const choices = trpc.equipment.listChoices.useQuery(CHOICES_PAGE);
  const form = useForm(reportProblemInput, { id: '', note: '' });
  const report = trpc.equipment.reportProblem.useMutation({
    onSuccess: (_entry, input) => {
      onReported(choices.data?.items.find((item) => item.id === input.id)?.name ?? 'the equipment');
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    report.reset();
    const input = form.validate();
    if (input) report.mutate(input);
  }

  if (choices.isPending) return <Loading label="Loading equipment..." />;
  if (choices.isError) {
    return (
      <div className="load-error">
        <Alert tone="error">{messageOf(choices.error, 'Could not load the equipment.')}</Alert>
        <Button variant="secondary" pending={choices.isFetching} onClick={() => choices.refetch()}>
          Try again
        </Button>
        <DialogCancel />
      </div>
    );
  }
  if (choices.data.total === 0) {
    return (
      <>
        <p className="empty">The gym has not listed any equipment yet.</p>
        <DialogCancel />
      </>
    );
  }

  const formError = formLevelError(report.error, 'Could not send the report. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Report a problem">
      {formError && <Alert tone="error">{formError}</Alert>}
      <SelectField label="Equipment" required {...form.field('id')}>
        <option value="">Choose equipment</option>
        {choices.data.items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Description" required rows={4} maxLength={LIMITS.messageMax} {...form.field('note')} />
      <div className="dialog-actions">
        <DialogCancel disabled={report.isPending} />
        <Button type="submit" pending={report.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
