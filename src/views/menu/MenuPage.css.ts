import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css.ts';

/** The menu, with the cart beside it from 992 px. */
export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    [media.wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) 320px',
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const closed = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.bold,
});
