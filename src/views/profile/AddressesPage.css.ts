import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: 'auto' });
