// A text box that searches as you type and offers what it found in a list below: ArrowDown/ArrowUp
// move through the options, Enter picks the highlighted one, Escape closes the list. The ARIA 1.2
// combobox pattern (role combobox + listbox, aria-activedescendant), so screen readers follow along.
import { Label } from 'radix-ui';
import { type KeyboardEvent, useId, useState } from 'react';

export interface ComboOption {
  id: string;
  label: string;
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
  error?: string;
  placeholder?: string;
  /** For the editor's rows: "Exercise, day 1 row 2" is read; the visible label may be shorter. */
  ariaLabel?: string;
  hideLabel?: boolean;
  /** The input's id, when something else must find it (an error summary's link). */
  inputId?: string;
}

export function Combobox({
  label,
  value,
  options,
  loading,
  onSearch,
  onPick,
  error,
  placeholder,
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

  function pick(option: ComboOption) {
    onPick(option);
    setText(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!shown) {
        setText(text ?? '');
        onSearch(text ?? '');
        setOpen(true);
        setActive(0);
        return;
      }
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (shown && options[active]) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  }

  const activeId = shown && options[active] ? `${id}-opt-${active}` : undefined;
  return (
    <div className="field combobox">
      <Label.Root htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label.Root>
      <input
        id={id}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text ?? value}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          onSearch(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setText(null);
        }}
      />
      <div id={listId} role="listbox" aria-label={`${label} suggestions`} className="combobox-list" hidden={!shown}>
        {shown && loading && options.length === 0 && <p className="muted">Searching...</p>}
        {shown && !loading && options.length === 0 && <p className="muted">Nothing found.</p>}
        {shown &&
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
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
