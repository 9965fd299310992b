import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

/** The label beside its select, not above it: the header stays one row high on a tablet. */
export const field = style([flex.cluster, sprinkles({ gap: 'xs' }), { minWidth: 0, maxWidth: '100%' }]);

globalStyle(`${field} select`, { width: 'auto', minWidth: '10rem', maxWidth: '100%' });

export const elsewhere = style({ color: vars.color.text });
