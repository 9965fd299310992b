import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const footer = style({
  marginTop: vars.space.xl,
  background: vars.color.footer,
  color: vars.color.onFooter,
  // The usual blue ring is too dark on this background.
  vars: { [vars.color.focus]: vars.color.accent },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  '@media': { [media.wide]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}` } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 1.3fr) minmax(0, 1.2fr)' },
  },
});

export const column = style([flex.stack, sprinkles({ gap: 'sm' })]);

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const subheading = style([heading, { marginTop: vars.space.sm, color: vars.color.onFooterMuted }]);

export const links = style([flex.stack, sprinkles({ gap: 'xs' })]);

export const link = style({
  color: vars.color.onFooter,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  ':hover': { textDecoration: 'underline' },
});

export const cities = style([
  flex.row,
  {
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    color: vars.color.onFooter,
  },
]);

export const bottom = style([
  flex.spread,
  {
    flexWrap: 'wrap',
    gap: vars.space.md,
    marginTop: vars.space.xl,
    paddingTop: vars.space.md,
    borderTop: `1px solid rgba(255, 255, 255, 0.15)`,
  },
]);

export const social = style([flex.row, { flexWrap: 'wrap', gap: vars.space.md }]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.onFooter,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  ':hover': { color: vars.color.accent },
});

export const copyright = style({ fontSize: vars.fontSize.xs, color: vars.color.onFooterMuted });
