import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid]);

export { title } from '../../ui/page.css.ts';

export const images = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const videoFigure = style([flex.stack, { gap: vars.space.sm, margin: 0 }]);

export const video = style({ width: '100%', borderRadius: vars.radius.md, background: '#000' });
