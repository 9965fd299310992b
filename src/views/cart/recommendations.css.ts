import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const carousel = style(list);

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  flex: 1,
  padding: vars.space.sm,
});

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  marginTop: 'auto',
});

export const price = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
