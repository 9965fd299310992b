import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { vars } from '../ui/theme.css.ts';

/** Why the profile is missing, and Try again under it. */
export const failed = style([flex.stack, { alignItems: 'flex-start', gap: vars.space.sm }]);

export const what = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const why = style({ margin: 0, color: vars.color.textMuted });
