import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid]);

export { title } from '../../ui/page.css.ts';

export const layout = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { '@media': { [media.medium]: { gridTemplateColumns: '200px minmax(0, 1fr)', alignItems: 'start' } } },
]);

export const tabs = style([
  flex.row,
  sprinkles({ gap: 'xs' }),
  { overflowX: 'auto', '@media': { [media.medium]: { flexDirection: 'column', overflowX: 'visible' } } },
]);

export const tab = style([
  bordered({ fill: 'surface' }),
  sprinkles({ paddingY: 'sm', paddingX: 'md' }),
  {
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textAlign: 'left',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);

export const stores = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
]);

export const store = style([flex.stack, bordered({ fill: 'surface' }), sprinkles({ gap: 'xs', padding: 'md' })]);

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A phone number is read and dialled whole: it never breaks across lines. */
export const phone = style({ whiteSpace: 'nowrap' });

export const direction = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});
