// A text box that searches as you type and offers what it found in a list below: ArrowDown/ArrowUp
// move through the options, Home/End jump to the first and last, Enter picks the highlighted one,
// Escape closes the list. The ARIA 1.2 combobox pattern (role combobox + listbox,
// aria-activedescendant), so screen readers follow along. What the search says (searching, nothing
// found, failed) sits beside the list, not in it: a listbox holds options only.
import './combobox.css';
import { Label } from 'radix-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from './Button.js';

export interface ComboOption {
  id: string;
  label: string;
  /** What tells two options with one label apart: an email, a member code, the equipment. */
  detail?: string;
}

interface ComboboxProps {
  label: string;
  /** What the box shows when nothing is being typed: the chosen option's label. */
  value: string;
  options: readonly ComboOption[];
  loading?: boolean;
  onSearch: (text: string) => void;
  onPick: (option: ComboOption) => void;
  /** Given: a "Clear" button beside a chosen value empties the choice. */
  onClear?: () => void;
  /** What the list says when a search found nothing ("No member matches"). */
  emptyText?: string;
  /** The search failed: said under the box, with "Try again" (Enter in the box does the same). */
  searchError?: { message: string; retry: () => void };
  /** The list closed (a pick, Escape, leaving the box): the box shows the chosen value again. */
  onClose?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  /** For the editor's rows: "Exercise, day 1 row 2" is read; the visible label may be shorter. */
  ariaLabel?: string;
  hideLabel?: boolean;
  /** The input's id, when something else must find it (an error summary's link). */
  inputId?: string;
}

/** Typing after a chosen name shown in the box (a click put the caret at its end) starts a new search. */
function overTyped(value: string, text: string | null, next: string): string {
  return text === null && value !== '' && next.length > value.length && next.startsWith(value)
    ? next.slice(value.length)
    : next;
}

export function Combobox({
  label,
  value,
  options,
  loading,
  onSearch,
  onPick,
  onClear,
  emptyText = 'Nothing found.',
  searchError,
  onClose,
  error,
  hint,
  placeholder,
  required,
  ariaLabel,
  hideLabel,
  inputId,
}: ComboboxProps) {
  const generated = useId();
  const id = inputId ?? generated;
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = open && text !== null;
  const listed = shown && options.length > 0;

  function close() {
    setText(null);
    setOpen(false);
    onClose?.();
  }

  function pick(option: ComboOption) {
    onPick(option);
    close();
  }

  function startSearch(next: string) {
    setText(next);
    setOpen(true);
    setActive(0);
    onSearch(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = Math.max(options.length - 1, 0);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!shown) return startSearch(text ?? '');
      setActive((i) => Math.min(i + 1, last));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if ((event.key === 'Home' || event.key === 'End') && listed) {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : last);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (shown && option) {
        event.preventDefault();
        pick(option);
      } else if (shown && searchError) {
        event.preventDefault();
        searchError.retry();
      } else if (shown && loading) {
        // Still searching: Enter waits for the matches rather than sending the form without a choice.
        event.preventDefault();
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  }

  const activeId = listed && options[active] ? `${id}-opt-${active}` : undefined;
  const failed = shown && searchError !== undefined;
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`, failed && `${id}-status`].filter(Boolean).join(' ') || undefined;
  const status = failed
    ? `${searchError.message} Press Enter to try again.`
    : shown && loading && options.length === 0
      ? 'Searching...'
      : shown && !loading && options.length === 0 && text.trim() !== ''
        ? emptyText
        : '';
  return (
    <div className="field combobox">
      <Label.Root htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label.Root>
      <div className="combobox-box">
        <input
          id={id}
          role="combobox"
          aria-label={ariaLabel}
          aria-expanded={listed}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          value={text ?? value}
          onChange={(event) => startSearch(overTyped(value, text, event.target.value))}
          // A chosen name is selected on focus (from the keyboard), so typing replaces it.
          onFocus={(event) => text === null && value !== '' && event.currentTarget.select()}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {onClear && value !== '' && text === null && (
          <Button
            variant="ghost"
            className="combobox-clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={onClear}
          >
            Clear
          </Button>
        )}
        <div id={listId} role="listbox" aria-label={`${label} suggestions`} className="combobox-list" hidden={!listed}>
          {listed &&
            options.map((option, index) => (
              <div
                key={option.id}
                tabIndex={-1}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'active' : undefined}
                // Before the input's blur, so the click picks.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {option.label}
                {option.detail && <span className="muted"> · {option.detail}</span>}
              </div>
            ))}
        </div>
      </div>
      <div className="combobox-note">
        <p
          className={failed ? 'combobox-status field-error' : 'combobox-status'}
          id={`${id}-status`}
          aria-live="polite"
        >
          {status}
        </p>
        {failed && (
          // For the mouse; from the keyboard, Enter in the box (leaving it would close the list).
          <Button
            variant="secondary"
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={searchError.retry}
          >
            Try again
          </Button>
        )}
      </div>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
