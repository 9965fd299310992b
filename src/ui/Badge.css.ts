import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

const foodMark = (color: string) => ({
  color,
  borderColor: color,
  selectors: {
    // The Indian food mark: a dot in a square, green for veg and red for non-veg.
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      border: `1.5px solid ${color}`,
      borderRadius: '2px',
      background: `radial-gradient(circle, ${color} 0 2.5px, transparent 3px)`,
      flexShrink: 0,
    },
  },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `1px ${vars.space.sm}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      veg: foodMark(vars.color.veg),
      nonVeg: foodMark(vars.color.nonVeg),
      chef: { background: vars.color.warning, color: '#6b4a00' },
      new: { background: vars.color.brand, color: vars.color.onBrand },
      neutral: { background: vars.color.surfaceAlt, borderColor: vars.color.border, color: vars.color.text },
      danger: { background: vars.color.surface, borderColor: vars.color.danger, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'new' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
