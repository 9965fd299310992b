import { style } from '@vanilla-extract/css';
import * as flex from '../../src/ui/flex.css.ts';
import { sprinkles } from '../../src/ui/sprinkles.css.ts';
import { vars } from '../../src/ui/theme.css.ts';
import { wideTool, withList } from './breakpoints.ts';

export const page = style([
  flex.stack,
  {
    gap: vars.space.md,
    width: '100%',
    padding: vars.space.md,
  },
]);

export const header = style([
  flex.row,
  {
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);

export { title } from '../../src/ui/page.css.ts';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '72ch' });

export const back = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

/** One column, then `columns` where `query` holds. */
const columnsWhen = (query: string, columns: string) =>
  style([
    sprinkles({ display: 'grid', gap: 'md' }),
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'start',
      '@media': { [query]: { gridTemplateColumns: columns } },
    },
  ]);

export const layout = columnsWhen(withList, '250px minmax(0, 1fr)');

export const side = style({
  '@media': {
    [withList]: {
      position: 'sticky',
      top: vars.space.md,
      maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
});

export const flow = style([flex.stack, { gap: vars.space.md, minWidth: 0 }]);

export const flowTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const work = columnsWhen(wideTool, 'minmax(0, 1fr) 380px');

export const tools = style([
  flex.stack,
  {
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const tabs = style([flex.row, { borderBottom: `1px solid ${vars.color.border}` }]);

export const tab = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const panel = style([flex.stack, { gap: vars.space.md, padding: vars.space.md }]);
