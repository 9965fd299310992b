import { style } from '@vanilla-extract/css';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

/** The account's pages: their links on the side from 768 px, above the page below. */
export const page = style([
  pageGrid,
  {
    '@media': {
      [media.medium]: { gridTemplateColumns: '220px minmax(0, 1fr)', padding: `${vars.space.lg} ${vars.space.lg}` },
    },
  },
]);

/**
 * On a phone the tabs are a row of pills, wrapping, above the page (stacked, they took 300 px of its screen); from
 * 768 px a list on the side.
 */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {
    [media.medium]: {
      display: 'block',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      overflow: 'hidden',
    },
  },
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[data-state="active"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
  },
  '@media': {
    [media.medium]: {
      padding: `${vars.space.md} ${vars.space.lg}`,
      border: 'none',
      borderRadius: 0,
      selectors: {
        '&[data-state="active"]': { boxShadow: `inset 4px 0 0 ${vars.color.brand}` },
        // The ring drawn inside the tab: the list's rounded clip would cut it off outside.
        '&:focus-visible': { outlineOffset: '-3px' },
      },
    },
  },
});

/** The open page; a grid item that may shrink below its content's width. */
export const panel = style({ minWidth: 0 });

export { card, title } from '../../ui/page.css.ts';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A field with its rule's message under it grows alone: its neighbour's input keeps its height.
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A row of the form that spans both columns. */
export const wide = style({ gridColumn: '1 / -1' });
