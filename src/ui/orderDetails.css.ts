import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

export const details = style([flex.stack, { gap: vars.space.md }]);

export const rows = style([flex.stack, { gap: vars.space.xs, margin: 0 }]);

export const row = style([flex.row, { justifyContent: 'space-between', gap: vars.space.md }]);

globalStyle(`${row} > dt`, { color: vars.color.textMuted });
globalStyle(`${row} > dd`, { margin: 0, minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere' });

/** An amount stays whole ('₹35.85', never '₹35.8' over '5'): its label wraps instead. */
export const amount = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const total = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${total} > dt`, { color: vars.color.text });

export const items = style([
  flex.stack,
  {
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.md} 0`,
    borderTop: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
    listStyle: 'none',
  },
]);

export const item = style([flex.row, { justifyContent: 'space-between', gap: vars.space.md }]);

export const choices = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
