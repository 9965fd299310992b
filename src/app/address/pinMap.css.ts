import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const map = style({ width: '100%', borderRadius: vars.radius.md, overflow: 'hidden' });

export const failure = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const loading = style([failure, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular }]);

/** A place's name on the offline map, beside its dot. */
export const placeName = style({
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const area = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
