// The desk's answer to the last check-in. The field keeps focus for the next person, so the answer is
// announced from a live region that is always on the page (a region added with its text is not
// reliably read), and each new answer replaces the last one, even when its words are the same.
import type { GymFormat } from '../../../shared/format.js';
import { useGymFormat } from '../../lib/gym.js';

/** What the desk says about one check-in. */
export type DeskOutcome =
  | { outcome: 'checked_in'; memberName: string; at: string }
  | { outcome: 'already'; memberName: string; at: string }
  | { outcome: 'refused'; memberName: string | null; reason: string }
  | { outcome: 'error'; message: string };

/** The outcome shown, numbered so that a repeat of the same words is still a new answer. */
export type DeskAnswer = { serial: number } & DeskOutcome;

/** The answer in words, its time on the gym's clock (the desk may be elsewhere, the visit is the gym's). */
function wording(
  answer: DeskAnswer,
  format: GymFormat,
): { tone: 'ok' | 'warn' | 'refused'; text: string; detail?: string } {
  const time = format.time;
  switch (answer.outcome) {
    case 'checked_in':
      return { tone: 'ok', text: `Checked in: ${answer.memberName}`, detail: `at ${time(answer.at)}` };
    case 'already':
      return { tone: 'warn', text: `Already checked in at ${time(answer.at)}`, detail: answer.memberName };
    case 'refused':
      return { tone: 'refused', text: `Not checked in: ${answer.reason}` };
    case 'error':
      return { tone: 'refused', text: answer.message };
  }
}

export function DeskAnswerView({ answer }: { answer: DeskAnswer | null }) {
  const format = useGymFormat();
  const shown = answer && wording(answer, format);
  return (
    <div className="desk-answer-region" aria-live="assertive" aria-atomic="true">
      {shown && answer && (
        <div key={answer.serial} className={`desk-answer desk-answer-${shown.tone}`} data-testid="desk-answer">
          <p className="desk-answer-text">{shown.text}</p>
          {shown.detail && <p className="desk-answer-detail">{shown.detail}</p>}
        </div>
      )}
    </div>
  );
}
