import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

/**
 * A box in a thin border: a card, an offer, a store, a text area. Sheets compose it with a flex layout and
 * sprinkles for its gap and padding, `style([flex.stack, bordered({ radius: 'lg' }), sprinkles({ padding: 'md' })])`,
 * and leave its border and background to it.
 */
export const bordered = recipe({
  base: { border: `1px solid ${vars.color.border}` },
  variants: {
    radius: {
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      pill: { borderRadius: vars.radius.pill },
    },
    fill: {
      none: {},
      surface: { background: vars.color.surface },
      alt: { background: vars.color.surfaceAlt },
      brand: { borderColor: vars.color.brand, background: vars.color.brandSoft },
    },
  },
  defaultVariants: { radius: 'md', fill: 'none' },
});

/** The picture across the top of a picture card, grey until it loads; the sheet gives its aspect ratio. */
export const cardPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

/** A card whose picture fills its top edge, as tall as the tallest of its row: a blog post, a dish to add. */
export const pictureCard = style([
  flex.stack,
  bordered({ radius: 'lg', fill: 'surface' }),
  { height: '100%', overflow: 'hidden' },
]);
