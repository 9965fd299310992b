import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bordered } from './bordered.css.ts';
import * as flex from './flex.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

export const group = recipe({
  variants: {
    look: {
      segments: [
        bordered({ radius: 'pill', fill: 'alt' }),
        sprinkles({ display: 'inline-flex' }),
        { alignSelf: 'flex-start', padding: '3px', gap: '2px' },
      ],
      cards: [flex.stack, { gap: vars.space.sm }],
    },
  },
});

export const item = recipe({
  base: {
    position: 'relative',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:has(:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed' },
      '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    look: {
      segments: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: '32px',
        padding: `0 ${vars.space.md}`,
        borderRadius: vars.radius.pill,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.bold,
        whiteSpace: 'nowrap',
        selectors: {
          '&:has(:checked)': { background: vars.color.brand, color: vars.color.onBrand },
          '&:hover:not(:has(:checked)):not(:has(:disabled))': { background: vars.color.surface },
          '&:has(:disabled)': { textDecoration: 'line-through' },
        },
      },
      cards: [
        flex.stack,
        {
          alignItems: 'flex-start',
          gap: '2px',
          padding: vars.space.sm,
          // A card's text is the customer's (a name, an address): a long unbroken word wraps inside the card.
          minWidth: 0,
          overflowWrap: 'anywhere',
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          background: vars.color.surface,
          selectors: {
            '&:has(:checked)': {
              borderColor: vars.color.brand,
              background: vars.color.brandSoft,
              boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
            },
            '&:hover:not(:has(:checked)):not(:has(:disabled))': { background: vars.color.surfaceAlt },
          },
        },
      ],
    },
  },
});

/** The radio itself covers its segment or card, unseen: a click anywhere on it is a click on the radio. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
