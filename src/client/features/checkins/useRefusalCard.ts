// Which refusal the desk's card shows: every answer either opens a new card (a refusal of a known
// member) or closes it. While it is open, the card holds focus (RefusalCard moves it to its heading),
// so the desk does not pull focus back to the field after the answer as it does for any other.
import { useRef, useState } from 'react';
import type { Refusal } from './RefusalCard.js';

interface AnswerLike {
  outcome: string;
  memberId?: string | null;
  memberName?: string | null;
  kind?: string;
  reason?: string;
}

export function useRefusalCard() {
  const [refusal, setRefusal] = useState<(Refusal & { serial: number }) | null>(null);
  const open = useRef(false);
  return {
    refusal,
    /**
     * After each answer (or failure: null). A new refusal is a new card, even for the same member. A
     * registration awaiting approval gets none: nobody at the desk can act for someone not yet a member.
     */
    follow(answer: AnswerLike | null) {
      const memberId = answer?.outcome === 'refused' && answer.kind !== 'pending' ? answer.memberId : null;
      open.current = Boolean(memberId);
      setRefusal((previous) =>
        answer && memberId
          ? {
              memberId,
              memberName: answer.memberName ?? null,
              reason: answer.reason ?? '',
              kind: answer.kind ?? null,
              serial: (previous?.serial ?? 0) + 1,
            }
          : null,
      );
    },
    close() {
      open.current = false;
      setRefusal(null);
    },
    holdsFocus: () => open.current,
  };
}
