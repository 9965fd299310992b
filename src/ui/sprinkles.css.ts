import { layer } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './theme.css.ts';

// The atomic classes sit in a cascade layer: a component's own rules (a media query hiding a flex row)
// outrank them whatever order the chunks' CSS files load in.
const atoms = layer('sprinkles');

const layout = defineProperties({
  '@layer': atoms,
  conditions: {
    mobile: {},
    small: { '@media': media.small },
    medium: { '@media': media.medium },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const typography = defineProperties({
  '@layer': atoms,
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      success: vars.color.success,
      danger: vars.color.danger,
    },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/** Layout and type in one call, responsive on the theme's breakpoints: `sprinkles({ display: { mobile: 'none', wide: 'flex' } })`. */
export const sprinkles = createSprinkles(layout, typography);
export type Sprinkles = Parameters<typeof sprinkles>[0];
