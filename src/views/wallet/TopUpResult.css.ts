import { style } from '@vanilla-extract/css';
import { skeleton } from '../../ui/skeleton.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';

/** The balance while it is read: the size of '₹10,000.00' on its line, so nothing moves when it lands. */
export const balancePending = style([
  skeleton,
  sprinkles({ display: 'inline-block' }),
  { width: '6em', height: '1em', verticalAlign: 'middle' },
]);
