import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const group = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: '3px',
  gap: '2px',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const item = style({
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
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:hover:not([data-state="checked"]):not(:disabled)': { background: vars.color.surface },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});
