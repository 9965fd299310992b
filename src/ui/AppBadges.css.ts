import { style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

export const badges = style([flex.row, { flexWrap: 'wrap', gap: vars.space.sm }]);

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '150px',
  padding: `6px ${vars.space.md}`,
  border: `1px solid ${vars.color.onFooterMuted}`,
  borderRadius: vars.radius.md,
  background: '#000',
  color: '#fff',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.onFooter },
});

export const text = style([flex.stack, { lineHeight: 1.1 }]);

export const small = style({ fontSize: '0.625rem', letterSpacing: '0.04em' });

export const store = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
