import { style } from '@vanilla-extract/css';

/**
 * A section of the menu past its first view: the browser lays it out and paints it only as it nears the screen,
 * keeping its last size once it has (a guess of a few rows before), so the menu's start does not lay out
 * every dish. The margin keeps the cards' shadows, which the skipped painting would clip at its edge.
 */
export const laterSection = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 960px',
  overflowClipMargin: '8px',
});
