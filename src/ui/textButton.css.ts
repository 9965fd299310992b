import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A button that reads as a link inside a form's text: 'Resend code', 'Change number', 'Sign In'. */
export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:disabled': { color: vars.color.textMuted, textDecoration: 'none', cursor: 'not-allowed' } },
});
