import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  textAlign: 'left',
  ':hover': { background: vars.color.surfaceAlt },
});

export const pin = style({ color: vars.color.brand, flexShrink: 0 });

export const text = style([flex.stack, { minWidth: 0 }]);

export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.color.textMuted });
