// Picks an exercise by typing any word of its name: exercises.search as you type.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { EQUIPMENT_LABELS } from '../../../shared/exercises.js';
import { Combobox, type ComboOption } from '../../components/Combobox.js';
import { trpc } from '../../lib/trpc.js';

export interface PickedExercise {
  id: string;
  name: string;
  measure: string;
}

export function ExerciseCombobox({
  label,
  ariaLabel,
  value,
  onPick,
  error,
  hideLabel,
  inputId,
}: {
  inputId?: string;
  label: string;
  ariaLabel?: string;
  value: string;
  onPick: (exercise: PickedExercise) => void;
  error?: string;
  hideLabel?: boolean;
}) {
  const [text, setText] = useState<string | null>(null);
  const search = trpc.exercises.search.useQuery(
    { text: text ?? '', pageSize: 10 },
    { enabled: text !== null, placeholderData: keepPreviousData },
  );
  const items = search.data?.items ?? [];
  const options: ComboOption[] = items.map((e) => ({
    id: e.id,
    label: e.name,
    detail: e.equipment.map((q) => EQUIPMENT_LABELS[q]).join(', '),
  }));
  return (
    <Combobox
      label={label}
      ariaLabel={ariaLabel}
      hideLabel={hideLabel}
      inputId={inputId}
      value={value}
      options={text === null ? [] : options}
      loading={search.isFetching}
      onSearch={setText}
      onPick={(option) => {
        const found = items.find((e) => e.id === option.id);
        if (found) onPick({ id: found.id, name: found.name, measure: found.measure });
        setText(null);
      }}
      error={error}
      placeholder="Type to search"
    />
  );
}
