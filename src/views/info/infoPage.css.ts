import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid, { maxWidth: '820px' }]);

export const article = style([flex.stack, { gap: vars.space.md, lineHeight: 1.6 }]);

export { title } from '../../ui/page.css.ts';

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

globalStyle(`${article} h2`, {
  marginTop: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${article} p, ${article} ul`, { margin: 0 });
globalStyle(`${article} ul`, { paddingLeft: vars.space.lg });

export const faq = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${faq} > summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.bold });
globalStyle(`${faq} > p`, { marginTop: vars.space.sm });

export const back = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
