import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const stepper = style({
  margin: 0,
  padding: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '88px',
  minHeight: '32px',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

export const step = style({
  width: '32px',
  height: '28px',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const quantity = style({ flex: 1, textAlign: 'center', minWidth: '24px' });
