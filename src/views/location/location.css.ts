import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const field = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

const control = {
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
} as const;

export const select = style(control);

export const input = style({ ...control, flex: 1, minWidth: 0 });

export const searchRow = sprinkles({ display: 'flex', gap: 'sm' });

export const message = style({
  minHeight: '1.5em',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});
