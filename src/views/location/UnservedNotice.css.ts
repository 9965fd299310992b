import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const notice = style([
  flex.stack,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceAlt,
    fontSize: vars.fontSize.sm,
  },
]);

export const reason = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });
