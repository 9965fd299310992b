import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** A round 32 px target at the end of the card's marks row; the heart itself is 20 px. */
export const like = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  margin: '-6px -6px -6px auto',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[aria-pressed="true"]': { color: vars.color.brand },
  },
});
