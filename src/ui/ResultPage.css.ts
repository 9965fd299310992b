import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as flex from './flex.css.ts';
import { pageGrid } from './page.css.ts';
import { vars } from './theme.css.ts';

/** The payment and order result pages: one card, centred. */
export const page = style([pageGrid, { maxWidth: '720px' }]);

export { card } from './page.css.ts';

/** The result's headline: green when paid or placed, red when it failed, yellow while it waits. */
export const banner = recipe({
  base: [flex.stack, { gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md }],
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      failure: { background: vars.color.brandSoft, color: vars.color.danger },
      waiting: { background: vars.color.warning, color: vars.color.text },
    },
  },
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style([flex.row, { flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' }]);
