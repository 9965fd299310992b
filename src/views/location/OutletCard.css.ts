import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const card = style([flex.stack, bordered({ fill: 'brand' }), sprinkles({ gap: 'xs', padding: 'md' })]);

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const line = style([flex.row, sprinkles({ alignItems: 'flex-start', gap: 'sm', fontSize: 'sm' })]);

export const icon = style({ flexShrink: 0, width: '16px', height: '16px', marginTop: '2px', color: vars.color.brand });

/** The hours and whether the outlet is open: apart on one line, or the status on the next. */
export const hours = style([flex.cluster, { flexWrap: 'wrap', columnGap: vars.space.sm }]);

const status = { fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' } as const;

export const open = style({ ...status, color: vars.color.success });

export const closed = style({ ...status, color: vars.color.danger });
