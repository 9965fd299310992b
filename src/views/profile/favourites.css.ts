import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

/** The title with Clear All beside it; the list or a message below, across. */
export const card = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' });

export const clearAll = style({ justifySelf: 'end' });

const across = { gridColumn: '1 / -1' } as const;

export const list = style({
  ...across,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const message = style([
  flex.stack,
  {
    ...across,
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xl} ${vars.space.md}`,
    color: vars.color.textMuted,
    textAlign: 'center',
  },
]);

export const emptyTitle = sprinkles({ color: 'text', fontSize: 'lg', fontWeight: 'bold' });

/** Picture and text, with the button that removes the dish beside them from 576 px, below the text before. */
export const dish = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gridTemplateAreas: '"picture body" "picture action"',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.small]: {
      gridTemplateColumns: '88px minmax(0, 1fr) auto',
      gridTemplateAreas: '"picture body action"',
    },
  },
});

export const unavailable = style({});

export const picture = style({
  gridArea: 'picture',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: { [`${unavailable} &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const body = style([
  flex.stack,
  {
    gridArea: 'body',
    alignItems: 'flex-start',
    gap: vars.space.xs,
  },
]);

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Below the text on phones, its heart in line with the text's edge. */
export const remove = style({
  gridArea: 'action',
  justifySelf: 'start',
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  '@media': { [media.small]: { marginLeft: 0 } },
});

export const price = style({ fontWeight: vars.fontWeight.bold });

export const notAvailable = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const heart = style({ color: vars.color.brand });

/** Keep them and Clear All, at the end of the confirmation. */
export const confirmActions = style([flex.row, { justifyContent: 'flex-end', gap: vars.space.sm }]);
