import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const content = style([flex.stack, sprinkles({ alignItems: 'stretch', gap: 'lg' })]);
