import { keyframes, style } from '@vanilla-extract/css';
import { surface } from './dialog.css.ts';
import { vars } from './theme.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const content = style([
  surface,
  {
    top: 0,
    right: 0,
    bottom: 0,
    width: `min(${vars.layout.panelWidth}, 100vw)`,
    animation: `${slideIn} 200ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
