import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/** A round 40 px button holding one icon: a dialog's close, a list's remove. */
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    flexShrink: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    ':hover': { background: vars.color.surfaceAlt },
  },
  variants: {
    tone: {
      plain: { color: vars.color.text },
      // Muted until pointed at, then red: it deletes something.
      destructive: { color: vars.color.textMuted, ':hover': { color: vars.color.danger } },
    },
  },
});
