import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { vars } from '../ui/theme.css.ts';

export const app = style([flex.stack, { flex: 1 }]);

// At least a screen high: while a page waits for its data the footer stays below the fold, not jumping down.
export const content = style([
  flex.stack,
  {
    flex: 1,
    minHeight: '100vh',
    ':focus': { outline: 'none' },
  },
]);

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});
