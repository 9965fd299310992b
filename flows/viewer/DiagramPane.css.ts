import { globalStyle, style } from '@vanilla-extract/css';
import { bordered } from '../../src/ui/bordered.css.ts';
import * as flex from '../../src/ui/flex.css.ts';
import { sprinkles } from '../../src/ui/sprinkles.css.ts';
import { vars } from '../../src/ui/theme.css.ts';
import { wideTool } from './breakpoints.ts';

export const pane = style([
  flex.stack,
  bordered({ fill: 'surface' }),
  {
    minWidth: 0,
    overflow: 'hidden',
    '@media': {
      // Beside the panels, the diagram stays in view while the page scrolls.
      [wideTool]: { position: 'sticky', top: vars.space.md, height: `calc(100vh - 2 * ${vars.space.md})` },
    },
  },
]);

export const toolbar = style([
  flex.spread,
  sprinkles({ flexWrap: 'wrap', gap: 'sm', paddingY: 'xs', paddingX: 'sm', fontSize: 'sm' }),
  { borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt },
]);

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const swatch = style({
  width: '14px',
  height: '14px',
  border: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
});

export const zoom = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const percent = style({ minWidth: '3.5em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const frame = style({
  flex: 1,
  minHeight: '240px',
  maxHeight: '70vh',
  overflow: 'auto',
  '@media': { [wideTool]: { maxHeight: 'none' } },
});

export const canvas = style({ padding: vars.space.sm });

// The diagram keeps its drawn proportions at the chosen zoom, wider than the frame if need be (it scrolls).
globalStyle(`${canvas} svg`, { width: '100%', height: 'auto', maxWidth: 'none' });

// A state clicked lists the paths into it.
globalStyle(`${canvas} [data-state-id]`, { cursor: 'pointer' });

export const note = style({ padding: vars.space.md, color: vars.color.textMuted });
