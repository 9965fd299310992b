import { globalStyle, style } from '@vanilla-extract/css';
import { bordered } from '../../src/ui/bordered.css.ts';
import * as flex from '../../src/ui/flex.css.ts';
import { sprinkles } from '../../src/ui/sprinkles.css.ts';
import { vars } from '../../src/ui/theme.css.ts';

/** One part of a panel: a small heading over its content. */
export const section = style([flex.stack, { gap: vars.space.sm }]);

export const heading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Buttons that wrap onto as many lines as they need; long labels wrap inside the button too. */
export const actions = style([flex.row, { flexWrap: 'wrap', gap: vars.space.xs }]);

globalStyle(`${actions} > button`, { whiteSpace: 'normal', textAlign: 'left', maxWidth: '100%' });

export const controls = style([flex.row, { flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm }]);

export const code = style({
  margin: 0,
  maxHeight: '320px',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.45,
});

/** The current state in words, under the diagram's highlight. */
export const state = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const steps = style([
  flex.stack,
  {
    gap: '2px',
    paddingLeft: vars.space.lg,
    listStyle: 'decimal',
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  },
]);

/** One box of a list: a call, a path, a live actor. */
const item = [flex.stack, sprinkles({ gap: 'xs', padding: 'sm' })];

export const call = style([...item, bordered({ radius: 'sm' })]);

export const paths = style([flex.stack, { gap: vars.space.sm }]);

const current = { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` };

export const path = style([call, { selectors: { '&[aria-current="true"]': current } }]);

export const pathHead = style([
  flex.spread,
  {
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
  },
]);

/** A step of the path being played that has happened. */
export const played = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

globalStyle(`${steps} > li[aria-current="step"]`, {
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const reaches = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const liveList = style([flex.stack, { gap: vars.space.xs }]);

export const liveActor = style([
  ...item,
  bordered({ radius: 'sm', fill: 'surface' }),
  {
    width: '100%',
    textAlign: 'left',
    selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&[aria-current="true"]': current },
  },
]);

export const liveTitle = style([
  flex.row,
  {
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
  },
]);
