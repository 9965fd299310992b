import { style } from '@vanilla-extract/css';
import { bordered } from './bordered.css.ts';
import * as flex from './flex.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

/** The fields of every form in panels and pages: a label above its control, a message below the form. */
export const stack = style([flex.stack, sprinkles({ gap: 'md' })]);

export const field = style([flex.stack, sprinkles({ gap: 'xs' })]);

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

const control = {
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:read-only:not(select)': { background: vars.color.surfaceAlt, color: vars.color.textMuted },
    // The field a rule's message under it is about.
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const select = style(control);

export const input = style({ ...control, flex: 1, minWidth: 0 });

/** A text of a few lines: cooking instructions, the reason for a cancellation. */
export const textArea = style([bordered(), sprinkles({ padding: 'sm' }), { width: '100%', font: 'inherit' }]);

/** A validation rule or the server's refusal, read out when it appears. */
export const message = style({
  minHeight: '1.5em',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});
