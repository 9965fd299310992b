import { style } from '@vanilla-extract/css';
import { SEARCH_PANEL_HEIGHT_PX } from '../../../contract/constants.ts';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const panel = style([
  flex.stack,
  {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    left: 0,
    right: 0,
    zIndex: vars.z.header,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.panel,
    overflow: 'hidden',
  },
]);

export const panelWithResults = style([panel, { height: `${SEARCH_PANEL_HEIGHT_PX}px` }]);

export const status = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({ flex: 1, overflowY: 'auto' });

export const result = style([
  flex.cluster,
  {
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    textDecoration: 'none',
    ':hover': { background: vars.color.surfaceAlt },
    ':focus-visible': { outlineOffset: '-3px' },
  },
]);

export const image = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const text = style([flex.stack, { gap: '2px', minWidth: 0 }]);

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const meta = style([flex.cluster, { gap: vars.space.sm }]);

export const price = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
