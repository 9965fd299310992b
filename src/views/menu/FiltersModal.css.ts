import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xs,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  cursor: 'pointer',
});

export const control = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const label = style({ fontWeight: vars.fontWeight.bold });
