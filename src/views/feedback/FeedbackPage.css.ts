import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid, { maxWidth: '820px' }]);

export { title } from '../../ui/page.css.ts';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A row of the form that spans both columns. */
export const wide = style({ gridColumn: '1 / -1' });

export const types = style([
  flex.row,
  {
    flexWrap: 'wrap',
    gap: `${vars.space.sm} ${vars.space.lg}`,
    margin: 0,
    padding: 0,
    border: 'none',
  },
]);

export const type = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer' });

globalStyle(`${type} > input`, { width: '18px', height: '18px', accentColor: vars.color.brand });

export const comments = style({
  minHeight: '120px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  resize: 'vertical',
});
