import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { textArea } from '../../ui/form.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const stack = style([flex.stack, { gap: vars.space.sm }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choiceTag = sprinkles({ fontSize: 'xs', fontWeight: 'bold', color: 'brand' });

export const instructions = style([textArea, { minHeight: '72px', resize: 'vertical' }]);

export const counter = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const place = style({ width: '100%' });

export const actions = style([flex.row, { justifyContent: 'flex-end', gap: vars.space.sm }]);

export const confirmRows = style([flex.stack, { gap: vars.space.sm, margin: 0 }]);

// An address is long: it wraps under its label's right edge instead of running out of the dialog.
globalStyle(`${confirmRows} > div > dd`, { whiteSpace: 'normal', textAlign: 'right', overflowWrap: 'anywhere' });

/** A rule the order does not meet yet (the delivery minimum): said before PLACE ORDER, not only after. */
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warning,
  fontSize: vars.fontSize.sm,
});
