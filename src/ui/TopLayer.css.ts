import { style } from '@vanilla-extract/css';

/**
 * The browser's look of a popover undone (margin, border, padding, fill): where it stands and how large it is
 * (`inset`, `width`, `height`, which the browser sets too) are its user's.
 */
export const layer = style({
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  overflow: 'visible',
  pointerEvents: 'none',
});
