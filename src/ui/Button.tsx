import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button } from './button.css.ts';

type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

/** A `<button type="button">` unless told otherwise, so that it never submits a form by accident. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const classes = button({ variant, size, fullWidth });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />;
}
