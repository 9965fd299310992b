import { style } from '@vanilla-extract/css';
import { codeChip } from '../../ui/codeChip.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid, { '@media': { [media.wide]: { padding: `${vars.space.lg} ${vars.space.lg}` } } }]);

export { title } from '../../ui/page.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style([
  flex.stack,
  {
    width: '100%',
    height: '100%',
    padding: 0,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.brand } },
  },
]);

export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2' });

export const body = style([flex.stack, { gap: vars.space.sm, padding: vars.space.md }]);

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const code = style([
  codeChip,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    alignSelf: 'flex-start',
    padding: `${vars.space.xs} ${vars.space.md}`,
  },
]);

export const copy = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
