import { sprinkles } from './sprinkles.css.ts';

// The flex layouts every sheet composes, `style([stack, { gap: vars.space.md }])`, so a flex rule is
// written once here and not in each component's sheet.

/** Children side by side. */
export const row = sprinkles({ display: 'flex' });

/** Side by side, centred across: an icon and its label, a row of buttons. */
export const cluster = sprinkles({ display: 'flex', alignItems: 'center' });

/** Side by side and pushed to both ends, centred across: a heading and its action. */
export const spread = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

/** One child (or a few) centred both ways. */
export const center = sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

/** Children one under the other. */
export const stack = sprinkles({ display: 'flex', flexDirection: 'column' });
