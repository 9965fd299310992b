import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const root = style({ position: 'relative', display: 'block', width: '100%' });

export const field = style([flex.cluster, { position: 'relative' }]);

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.md} 0 36px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  ':focus': { background: vars.color.surface, borderColor: vars.color.brand },
  ':disabled': { cursor: 'not-allowed' },
  '::placeholder': { color: vars.color.textMuted },
});
