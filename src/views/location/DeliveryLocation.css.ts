import { sprinkles } from '../../ui/sprinkles.css.ts';

export const searchRow = sprinkles({ display: 'flex', gap: 'sm' });
