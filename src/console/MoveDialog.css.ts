import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';

export const quick = style([
  flex.cluster,
  sprinkles({ gap: 'sm', flexWrap: 'wrap' }),
  { margin: 0, padding: 0, border: 'none' },
]);

/** The order's number in the title, on one line: '#WF-' and '000013' are not split at a phone's width. */
export const number = style({ whiteSpace: 'nowrap' });

/** A confirmation's two buttons (Not yet and the move, Keep open and Close now), side by side at the end of the line. */
export const confirmActions = style([flex.cluster, sprinkles({ gap: 'sm', justifyContent: 'flex-end' })]);

/** An order stopped meanwhile: why, and the way back to the board, one under the other. */
export const stopped = style([flex.stack, sprinkles({ gap: 'md' })]);
