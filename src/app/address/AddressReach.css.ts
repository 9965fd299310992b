import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const reach = style([
  flex.cluster,
  { flexWrap: 'wrap', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);
