// The Message textarea with a running character count, so the 2,000-character limit is no surprise.
import { type ChangeEvent, useId } from 'react';
import { TextAreaField } from '../../components/Field.js';
import { useGymFormat } from '../../lib/gym.js';

interface MessageFieldProps {
  name: string;
  value: string;
  error?: string;
  max: number;
  /** Read with the field, after the count (e.g. which merge fields there are). */
  hint?: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}

export function MessageField({ max, error, hint, ...textarea }: MessageFieldProps) {
  const countId = useId();
  const hintId = useId();
  const format = useGymFormat();
  // The server trims the message before checking its length, so the count does too.
  const length = textarea.value.trim().length;
  const over = length > max;
  return (
    <div className="message-field">
      <TextAreaField
        label="Message"
        required
        rows={5}
        error={error}
        {...textarea}
        // TextAreaField points aria-describedby at its error; with no error, point it at the count and hint.
        {...(error ? {} : { 'aria-describedby': hint ? `${countId} ${hintId}` : countId })}
      />
      <p id={countId} className={over ? 'field-error' : 'field-hint'}>
        {format.count(length)} / {format.count(max)} characters
      </p>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
