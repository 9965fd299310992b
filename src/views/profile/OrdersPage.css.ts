import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const orderTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const orderId = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const alarming = style({ color: vars.color.danger });

export const dishes = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const orderBottom = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const panelBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
