import type { ButtonHTMLAttributes, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** While true the button is disabled and says so to screen readers; its label stays the same. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', pending = false, className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
