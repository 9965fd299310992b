import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as flex from './flex.css.ts';
import { iconButton } from './iconButton.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });
// Not from transparent: Chromium counts a picture as painted once it shows, so a modal fading in (the offer popup,
// a new visitor's largest paint) painted its picture up to a couple of hundred milliseconds later at a phone's speed.
const popIn = keyframes({ from: { transform: 'translate(-50%, -48%) scale(0.97)' } });
/** How a part comes in, unless the customer asks for less motion. */
const comesIn = (animation: string) => ({
  animation,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// While a dialog is open the page behind it stands still. Where scroll bars take room (a desktop's), the page's goes
// and the page, dimmed, widens by its width: a room kept for it (scrollbar-gutter) stays outside the backdrop, a
// light strip beside the dim page.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

/**
 * The dialog itself, in the browser's top layer over a dim backdrop: the browser's own look of a dialog (margin,
 * border, padding, limits) undone, then a modal centred or a panel sliding in from the right.
 */
export const surface = recipe({
  base: [
    flex.stack,
    {
      position: 'fixed',
      inset: 'auto',
      margin: 0,
      padding: 0,
      border: 'none',
      maxWidth: 'none',
      maxHeight: 'none',
      height: 'auto',
      overflow: 'hidden',
      color: 'inherit',
      background: vars.color.surface,
      boxShadow: vars.shadow.panel,
      ':focus': { outline: 'none' },
      selectors: {
        '&:not([open])': { display: 'none' },
        '&::backdrop': { background: vars.color.overlay, animation: `${fadeIn} 150ms ease-out` },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::backdrop': { animation: 'none' } } } },
    },
  ],
  variants: {
    variant: {
      modal: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(520px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        borderRadius: vars.radius.lg,
        ...comesIn(`${popIn} 150ms ease-out`),
      },
      panel: {
        top: 0,
        right: 0,
        bottom: 0,
        width: `min(${vars.layout.panelWidth}, 100vw)`,
        ...comesIn(`${slideIn} 200ms ease-out`),
      },
    },
  },
});

/** The header's and the footer's padding, in line with the body's sides. */
const band = sprinkles({ paddingY: 'md', paddingX: 'lg' });

export const header = style([
  flex.spread,
  band,
  sprinkles({ gap: 'md' }),
  // As tall with the close button as without it.
  { minHeight: '72px', borderBottom: `1px solid ${vars.color.border}` },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const closeButton = iconButton({ tone: 'plain' });

export const body = style({ padding: vars.space.lg, overflowY: 'auto', flex: 1 });

export const footer = style([
  flex.row,
  band,
  sprinkles({ justifyContent: 'flex-end', gap: 'sm' }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
