// /admin/check-in: the front desk. One field that a person types into or a USB barcode scanner fills
// (it types the code, then Enter). Each answer is announced, the field is emptied and keeps focus, so
// the next person can be scanned at once. A name offers the matching members to choose from.
import './checkins.css';
import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AppRouter } from '../../../server/trpc/router.js';
import { CHECK_IN_FIELD_LABEL, checkInInput } from '../../../shared/checkins.schemas.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { AddMemberDialog } from '../members/AddMemberDialog.js';
import { type Candidate, CandidateList } from './CandidateList.js';
import { ScanWithCamera } from './camera/ScanWithCamera.js';
import { type DeskAnswer, DeskAnswerView, type DeskOutcome } from './DeskAnswerView.js';
import { RefusalCard } from './RefusalCard.js';
import { SelfCheckInLink } from './self/SelfCheckInLink.js';
import { TodayCheckIns } from './TodayCheckIns.js';
import { useRefusalCard } from './useRefusalCard.js';

type CheckInAnswer = inferRouterOutputs<AppRouter>['checkIns']['checkIn'];

export function CheckInDesk() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<DeskAnswer | null>(null);
  const [candidates, setCandidates] = useState<{ query: string; people: Candidate[] } | null>(null);
  const refusalCard = useRefusalCard();

  const answered = (result: CheckInAnswer, query: string) => {
    refusalCard.follow(result);
    if (result.outcome === 'choose') {
      setCandidates({ query, people: result.candidates });
      setAnswer(null);
      return;
    }
    setCandidates(null);
    announce(result);
    if (result.outcome === 'checked_in') void utils.checkIns.today.invalidate();
  };
  // Two answers can land in one render (a scanner does not wait), so each counts from the last one set.
  const announce = (shown: DeskOutcome) => setAnswer((previous) => ({ ...shown, serial: (previous?.serial ?? 0) + 1 }));
  const failed = (error: unknown) => {
    refusalCard.follow(null);
    announce({ outcome: 'error', message: messageOf(error, 'Could not check in. Please try again.') });
  };
  const backToField = () => {
    if (!refusalCard.holdsFocus()) field.current?.focus();
  };

  const byText = trpc.checkIns.checkIn.useMutation({
    onSuccess: (result, input) => answered(result, input.text),
    onError: failed,
    onSettled: backToField,
  });
  const chosen = trpc.checkIns.checkInMember.useMutation({
    onSuccess: (result) => answered(result, ''),
    onError: failed,
    onSettled: backToField,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkInInput.safeParse({ text });
    if (!parsed.success) {
      announce({ outcome: 'error', message: parsed.error.issues[0]?.message ?? '' });
      backToField();
      return;
    }
    // Empty at once: a scanner may send the next code before this answer arrives.
    setText('');
    byText.mutate(parsed.data);
  }

  return (
    <section className="card check-in-desk" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Check-in</h2>
        <AddMemberDialog />
      </div>
      <form onSubmit={submit} noValidate aria-label="Check a member in" className="check-in-form">
        <Field
          ref={field}
          label={CHECK_IN_FIELD_LABEL}
          hint="Scan the member's card or type their code, then press Enter. A name lists the matching members."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        {/* Never disabled while a check-in is on its way: Enter does not submit a form whose submit
            button is disabled, and a scanner sends the next member's code without waiting. */}
        <Button type="submit" aria-busy={byText.isPending || undefined}>
          Check in
        </Button>
        <ScanWithCamera onCode={(code) => byText.mutate({ text: code })} returnFocusTo={field} />
      </form>
      <DeskAnswerView answer={answer} />
      {refusalCard.refusal && (
        <RefusalCard
          key={refusalCard.refusal.serial}
          refusal={refusalCard.refusal}
          onCheckInAnswer={(result) => {
            answered(result, '');
            backToField();
          }}
          onDismiss={() => {
            refusalCard.close();
            backToField();
          }}
        />
      )}
      {candidates && (
        <CandidateList
          query={candidates.query}
          people={candidates.people}
          pendingId={chosen.isPending ? chosen.variables?.userId : undefined}
          onChoose={(userId) => chosen.mutate({ userId })}
          onDismiss={() => {
            setCandidates(null);
            backToField();
          }}
        />
      )}
      <TodayCheckIns />
      <SelfCheckInLink />
    </section>
  );
}
