import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** The console's pill-shaped buttons (the phone's column tabs, the outlet's switches), before their state's colours. */
export const pill = style({
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
