import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

// The spec's height allowance (spec section 9): the window less 69 px of header and 40 px of margin.
const HEADER_ALLOWANCE_PX = 69;
const PANEL_MARGIN_PX = 40;
/** Clears the two-row header of wide screens while the panel sticks beside the scrolling menu. */
const STICKY_TOP_PX = 124;

/** Only on wide screens, beside the menu. */
export const panel = style([
  sprinkles({ display: { mobile: 'none', wide: 'flex' }, flexDirection: 'column', gap: 'md' }),
  {
    '@media': {
      [media.wide]: {
        position: 'sticky',
        top: `${STICKY_TOP_PX}px`,
        maxHeight: `calc(100vh - ${HEADER_ALLOWANCE_PX}px - ${PANEL_MARGIN_PX}px)`,
        overflowY: 'auto',
        padding: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        boxShadow: vars.shadow.card,
      },
    },
  },
]);

export const heading = style({ fontSize: vars.fontSize.lg });

export const lines = style([flex.stack, { gap: vars.space.md }]);

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"text text" "stepper amount"',
  alignItems: 'center',
  justifyItems: 'start',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineText = style([flex.stack, { gridArea: 'text', gap: '2px' }]);

export const lineName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const lineChoices = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const lineAmount = style({ gridArea: 'amount', justifySelf: 'end', fontWeight: vars.fontWeight.bold });

export const subtotal = style([
  flex.row,
  sprinkles({ justifyContent: 'space-between', fontWeight: 'bold', fontSize: 'md' }),
]);

/** A line the outlet no longer sells: the cart page says what to do about it. */
export const unavailable = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
