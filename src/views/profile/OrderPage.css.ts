import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as flex from '../../ui/flex.css.ts';
import { textArea } from '../../ui/form.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const back = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium, textDecoration: 'none' });

export const head = style([flex.stack, sprinkles({ gap: 'sm' })]);

export const statusBlock = style([flex.stack, sprinkles({ gap: 'xs' })]);

export const status = recipe({
  base: { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.success },
  variants: { alarming: { true: { color: vars.color.danger }, false: {} } },
});

export const eta = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rider = style([
  flex.cluster,
  sprinkles({ flexWrap: 'wrap', gap: 'sm' }),
  { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt },
]);

export const actions = style([flex.cluster, sprinkles({ flexWrap: 'wrap', gap: 'sm' })]);

/** The moves as a vertical line of dots, the newest one filled. */
export const timeline = style([
  flex.stack,
  sprinkles({ gap: 'md' }),
  { margin: 0, padding: `0 0 0 ${vars.space.lg}`, listStyle: 'none', borderLeft: `2px solid ${vars.color.border}` },
]);

export const move = recipe({
  base: [
    flex.stack,
    sprinkles({ gap: 'xs' }),
    {
      position: 'relative',
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          left: `calc(-1 * ${vars.space.lg} - 7px)`,
          top: '0.35em',
          width: '12px',
          height: '12px',
          borderRadius: vars.radius.pill,
          border: `2px solid ${vars.color.success}`,
          background: vars.color.surface,
        },
      },
    },
  ],
  variants: {
    alarming: { true: { color: vars.color.danger, selectors: { '&::before': { borderColor: vars.color.danger } } } },
    latest: { true: { selectors: { '&::before': { background: vars.color.success } } } },
  },
  compoundVariants: [
    {
      variants: { alarming: true, latest: true },
      style: { selectors: { '&::before': { background: vars.color.danger } } },
    },
  ],
});

export const moveTitle = style({ fontWeight: vars.fontWeight.medium });

export const moveNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const refund = sprinkles({ color: 'success', fontSize: 'sm', fontWeight: 'medium' });

export const reason = style([textArea, { minHeight: '88px' }]);

/** The page's height while the order is read, so nothing below jumps when it lands. */
export const placeholder = style({
  minHeight: '420px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
