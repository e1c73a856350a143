// "Assign to member": a template, a member found by name or member code, and the day week 1 starts.
import { useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { MemberPicker, type PickedMember } from '../members/MemberPicker.js';

export function AssignProgramDialog({
  templateId,
  member,
  defaultOpen,
  onAssigned,
}: {
  /** Left out: the dialog offers the templates to choose from. */
  templateId?: string;
  member?: { id: string; name: string };
  defaultOpen?: boolean;
  onAssigned?: () => void;
}) {
  return (
    <FormDialog
      triggerLabel="Assign to member"
      title="Assign to member"
      description="The member gets their own copy: later edits to the template do not change it."
      defaultOpen={defaultOpen}
    >
      {(close) => (
        <AssignForm
          templateId={templateId}
          member={member}
          onDone={() => {
            close(true);
            onAssigned?.();
          }}
        />
      )}
    </FormDialog>
  );
}

function AssignForm({
  templateId,
  member,
  onDone,
}: {
  templateId?: string;
  member?: { id: string; name: string };
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<PickedMember | null>(member ?? null);
  const [template, setTemplate] = useState(templateId ?? '');
  const [startsOn, setStartsOn] = useState(useGymToday());
  const templates = trpc.programs.templates.useQuery({ pageSize: 100 }, { enabled: templateId === undefined });
  const assign = trpc.programs.assign.useMutation({
    onSuccess: () => {
      utils.programs.ofMember.invalidate();
      onDone();
    },
  });
  const errors = assign.isError ? fieldErrorsOf(assign.error) : {};
  const formError = assign.isError ? formLevelError(assign.error, 'Failed to assign the program.') : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate({ templateId: template, memberId: chosen?.id ?? '', startsOn });
      }}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      {templateId === undefined && (
        <div className="field">
          <label htmlFor="assign-template">Program</label>
          <select id="assign-template" value={template} onChange={(event) => setTemplate(event.target.value)}>
            <option value="">Choose a program</option>
            {(templates.data?.items ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          {errors.templateId && <p className="field-error">{errors.templateId}</p>}
        </div>
      )}
      <MemberPicker source="coaching" value={chosen} onChange={setChosen} error={errors.memberId} />
      <div className="field">
        <label htmlFor="assign-starts">Starts on</label>
        <input id="assign-starts" type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
        {errors.startsOn && <p className="field-error">{errors.startsOn}</p>}
      </div>
      <div className="form-actions">
        <DialogCancel disabled={assign.isPending} />
        <Button type="submit" pending={assign.isPending}>
          Assign
        </Button>
      </div>
    </form>
  );
}
