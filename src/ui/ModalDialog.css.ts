import { keyframes, style } from '@vanilla-extract/css';
import { surface } from './dialog.css.ts';
import { vars } from './theme.css.ts';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = style([
  surface,
  {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(520px, calc(100vw - 32px))',
    maxHeight: 'calc(100vh - 32px)',
    borderRadius: vars.radius.lg,
    animation: `${popIn} 150ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
