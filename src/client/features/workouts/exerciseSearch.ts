// exercises.search belongs to the training feature (engineer C); until it lands on this branch the
// AppRouter type does not name it, so the call is typed here by what free logging needs of it. The
// call goes through the same tRPC client as every other.
import type { UseTRPCQueryResult } from '@trpc/react-query/shared';
import type { ExerciseMeasure } from '../../../shared/exercises.js';
import { trpc } from '../../lib/trpc.js';

export interface FoundExercise {
  id: string;
  name: string;
  measure: ExerciseMeasure;
}

interface SearchProcedure {
  useQuery(
    input: { text: string; pageSize: number },
    options?: { enabled?: boolean },
  ): UseTRPCQueryResult<{ items: FoundExercise[] }, unknown>;
}

export const exercisesSearch = (trpc as unknown as { exercises: { search: SearchProcedure } }).exercises.search;
