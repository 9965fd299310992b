import { globalStyle, style } from '@vanilla-extract/css';
import { cardPicture, pictureCard } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid]);

export { title } from '../../ui/page.css.ts';

export const cards = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
]);

export const card = pictureCard;

export const cardImage = style([cardPicture, { aspectRatio: '3 / 2' }]);

export const cardBody = style([flex.stack, sprinkles({ gap: 'sm', padding: 'md' }), { flex: 1 }]);

export const date = sprinkles({ color: 'muted', fontSize: 'sm' });

export const cardTitle = sprinkles({ fontSize: 'md', fontWeight: 'bold' });

export const more = style({
  marginTop: 'auto',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const layout = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  { '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 300px', alignItems: 'start' } } },
]);

export const post = style([flex.stack, sprinkles({ gap: 'md' }), { lineHeight: 1.7, minWidth: 0 }]);

export const postImage = style([cardImage, { borderRadius: vars.radius.lg, aspectRatio: '2 / 1' }]);

export const body = style([flex.stack, { gap: vars.space.md }]);

globalStyle(`${body} h2, ${body} h3`, { margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.bold });
globalStyle(`${body} p, ${body} ul, ${body} ol, ${body} blockquote`, { margin: 0 });
globalStyle(`${body} ul`, { paddingLeft: vars.space.lg, listStyle: 'disc' });
globalStyle(`${body} ol`, { paddingLeft: vars.space.lg, listStyle: 'decimal' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${body} a`, { color: vars.color.brand });

export const side = style([flex.stack, { gap: vars.space.lg }]);

export { box as sideBox } from '../../ui/summary.css.ts';

export const sideHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const related = style([
  flex.stack,
  {
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const relatedLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const tags = style([
  flex.row,
  {
    flexWrap: 'wrap',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const back = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
