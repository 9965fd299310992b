import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const offers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const offerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
