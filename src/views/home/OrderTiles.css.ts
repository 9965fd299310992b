import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [media.medium]: { gap: vars.space.lg } },
});

export const tile = style([
  flex.cluster,
  {
    gap: vars.space.md,
    width: '100%',
    minHeight: '88px',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'border-color 150ms ease, box-shadow 150ms ease',
    selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.card } },
    '@media': { [media.medium]: { padding: vars.space.lg, minHeight: '120px' } },
  },
]);

export const icon = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [media.medium]: { width: '56px', height: '56px', padding: '12px' } },
});

export const title = style({
  display: 'block',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.medium]: { fontSize: vars.fontSize.lg } },
});

export const hint = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.small]: { display: 'block' } },
});
