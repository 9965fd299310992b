import { keyframes, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = style([
  flex.stack,
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(520px, calc(100vw - 32px))',
    maxHeight: 'calc(100vh - 32px)',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.panel,
    zIndex: vars.z.panel,
    animation: `${popIn} 150ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    ':focus': { outline: 'none' },
  },
]);
