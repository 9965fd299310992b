import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { iconButton } from '../../ui/iconButton.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const section = style([flex.stack, { gap: vars.space.xs }]);

export const title = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

export const list = style([flex.stack]);

export const item = style([
  flex.cluster,
  {
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const choice = style([
  flex.row,
  {
    flex: 1,
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: 'none',
    background: 'transparent',
    textAlign: 'left',
    ':hover': { background: vars.color.surfaceAlt },
  },
]);

export const pin = style({ flexShrink: 0, marginTop: '2px', color: vars.color.textMuted });

export const text = style([flex.stack, { minWidth: 0 }]);

export const name = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const closed = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const remove = iconButton({ tone: 'destructive' });
