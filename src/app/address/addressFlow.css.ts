import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const fields = style({
  display: 'grid',
  // Two columns in a panel of 420 px; one on a phone, where two left a label wrapping and its input out of line.
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  // A field with its rule's message under it grows alone: its neighbour's input keeps its height.
  alignItems: 'start',
  gap: vars.space.md,
});

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style([flex.row, { justifyContent: 'flex-end', gap: vars.space.sm }]);

/** An address saved beyond the delivery radius: the notice stands out from the form's own lines. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.warning,
  color: vars.color.text,
});
