import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const card = style([
  flex.stack,
  {
    gap: vars.space.xs,
    padding: vars.space.md,
    border: `1px solid ${vars.color.brand}`,
    borderRadius: vars.radius.md,
    background: vars.color.brandSoft,
  },
]);

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const line = style([
  flex.row,
  {
    alignItems: 'flex-start',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
  },
]);

export const icon = style({ flexShrink: 0, width: '16px', height: '16px', marginTop: '2px', color: vars.color.brand });

/** The hours and whether the outlet is open: apart on one line, or the status on the next. */
export const hours = style([flex.cluster, { flexWrap: 'wrap', columnGap: vars.space.sm }]);

const status = { fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' } as const;

export const open = style({ ...status, color: vars.color.success });

export const closed = style({ ...status, color: vars.color.danger });
