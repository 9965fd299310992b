import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  width: '100%',
  display: 'grid',
  // minmax(0, ...) keeps the sideways-scrolling strip and the carousel inside the screen width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.wide]: { gap: vars.space.xl, padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` } },
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xl } },
});
