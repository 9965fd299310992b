import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

/** The yellow of the payment-waiting page, the words on the left and Pay now on the right, under them on a phone. */
export const note = style([
  flex.cluster,
  bordered({ radius: 'lg' }),
  sprinkles({ flexWrap: 'wrap', justifyContent: 'space-between', gap: 'md', padding: 'md' }),
  { background: vars.color.warning, borderColor: vars.color.accent },
]);

/** The words take the row's width up to Pay now, and the whole row on a phone. */
export const words = style([flex.stack, sprinkles({ gap: 'xs' }), { flex: '1 1 240px', margin: 0 }]);

export const heading = sprinkles({ fontSize: 'md', fontWeight: 'bold' });

export const detail = sprinkles({ fontSize: 'sm' });
