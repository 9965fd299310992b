import { style } from '@vanilla-extract/css';
import { pageGrid } from '../../ui/page.css.ts';
import { vars } from '../../ui/theme.css.ts';

/** The payment and order result pages: one card, centred. */
export const page = style([pageGrid, { maxWidth: '720px' }]);

export { card } from '../../ui/page.css.ts';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
