import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useId } from 'react';
import * as form from './form.css.ts';

interface FormProps {
  /** While true the form says so to assistive technology (its buttons are disabled by their owners). */
  busy: boolean;
  /** Called instead of the browser's submission; the rules are the machine's, not the browser's. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
  onPaste?: ComponentPropsWithoutRef<'form'>['onPaste'];
}

/** A form whose fields a machine checks: no native validation, no page load on submit. */
export function Form({ busy, onSubmit, className = form.stack, children, onPaste }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
      onPaste={onPaste}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className' | 'onChange'> & {
  label: string;
  onValue?: (value: string) => void;
};

/** A label above its input. */
export function TextField({ label, onValue, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input id={id} className={form.input} onChange={(event) => onValue?.(event.target.value)} {...input} />
    </div>
  );
}

/** A validation rule or the server's refusal, read out when it appears. */
export function FormMessage({ children, className }: { children: string | null; className?: string }) {
  return (
    <p className={className ? `${form.message} ${className}` : form.message} role="alert">
      {children}
    </p>
  );
}
