import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { MOBILE_DIGITS } from '../../contract/constants.ts';
import * as form from './form.css.ts';

interface FormProps {
  /** While true the form says so to assistive technology (its buttons are disabled by their owners). */
  busy: boolean;
  /** Called instead of the browser's submission; the rules are the machine's, not the browser's. */
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}

/** A form whose fields a machine checks: no native validation, no page load on submit. */
export function Form({ busy, onSubmit, className = form.stack, children }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
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
  /** A rule this field breaks: read out, shown under it, and the field marked invalid and focused. */
  problem?: string | null;
};

interface LabelledProps {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}

/** A label above the control it names, which renders with the label's id. */
function Labelled({ label, className = form.field, children }: LabelledProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The customer's or staff member's 10-digit mobile number, typed to receive a sign-in code. */
export function MobileNumberField(props: Pick<TextFieldProps, 'value' | 'onValue' | 'autoFocus'>) {
  return (
    <TextField
      label="Mobile Number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_DIGITS}
      placeholder="10 digit mobile number"
      {...props}
    />
  );
}

/** A label above its input, and under it the rule it breaks, if any. */
export function TextField({ label, onValue, problem = null, ...input }: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problem !== null) ref.current?.focus();
  }, [problem]);
  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <input
            ref={ref}
            id={id}
            className={form.input}
            onChange={(event) => onValue?.(event.target.value)}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem !== null ? `${id}-problem` : undefined}
            {...input}
          />
          {problem !== null && (
            <p id={`${id}-problem`} className={form.message} role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </Labelled>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The first, empty choice: 'Select city'; none when undefined. */
  placeholder?: string;
  choices: readonly { value: string; label: string }[];
  /** Takes no choice, e.g. while the choices are being read again (a choice made then would be lost). */
  disabled?: boolean;
  /** The label and select's box, `form.field` unless given. */
  className?: string;
}

/** A label above its select, whose first choice is the empty placeholder when there is one. */
export function SelectField({ label, value, onValue, placeholder, choices, disabled, className }: SelectFieldProps) {
  return (
    <Labelled label={label} className={className}>
      {(id) => (
        <select
          id={id}
          className={form.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onValue(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
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
