import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const mark = style({ width: '36px', height: '36px', flexShrink: 0 });

export const name = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  // On a phone the mark alone leaves the outlet's name room to show.
  display: 'none',
  '@media': { [media.small]: { display: 'inline' } },
});
