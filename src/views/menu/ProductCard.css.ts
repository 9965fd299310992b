import { keyframes, style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

/** A row (text left, picture right) on phones, a picture-on-top card from 768 px. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr 112px',
  gridTemplateAreas: '"body picture"',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.medium]: {
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"picture" "body"',
      height: '100%',
      gap: 0,
      padding: 0,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
    },
  },
});

export const unavailable = style({});

const fadeHighlight = keyframes({
  from: { backgroundColor: vars.color.warning },
});

/** The dish chosen in the search: an outline that stays, and a tint that fades (held still without motion). */
export const chosen = style({
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.md,
  animation: `${fadeHighlight} 2.5s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundColor: vars.color.warning } },
});

export const picture = style({
  gridArea: 'picture',
  width: '112px',
  height: '112px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: { [`${unavailable} &`]: { filter: 'grayscale(1)', opacity: 0.6 } },
  '@media': {
    [media.medium]: { width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 0 },
  },
});

export const body = style([
  flex.stack,
  {
    gridArea: 'body',
    gap: vars.space.xs,
    minWidth: 0,
    '@media': { [media.medium]: { padding: vars.space.md } },
  },
]);

export const marks = style([flex.row, { flexWrap: 'wrap', gap: vars.space.xs }]);

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const rating = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.6,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style([
  flex.spread,
  {
    gap: vars.space.sm,
    marginTop: 'auto',
    paddingTop: vars.space.sm,
  },
]);

export const price = style({ fontWeight: vars.fontWeight.bold });
