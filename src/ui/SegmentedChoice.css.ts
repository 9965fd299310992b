import { style } from '@vanilla-extract/css';
import { bordered } from './bordered.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

export const group = style([
  bordered({ radius: 'pill', fill: 'alt' }),
  sprinkles({ display: 'inline-flex' }),
  { alignSelf: 'flex-start', padding: '3px', gap: '2px' },
]);

export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:has(:checked)': { background: vars.color.brand, color: vars.color.onBrand },
    '&:hover:not(:has(:checked)):not(:has(:disabled))': { background: vars.color.surface },
    '&:has(:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio itself covers its label, unseen: a click anywhere on the segment is a click on the radio. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
