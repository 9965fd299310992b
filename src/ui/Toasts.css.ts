import { style } from '@vanilla-extract/css';

/** The whole screen, in which react-hot-toast places its toasts. */
export const wholeScreen = style({ inset: 0, width: 'auto', height: 'auto' });
