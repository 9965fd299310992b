import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', { margin: 0, fontFamily: vars.font.heading, lineHeight: 1.25 });

globalStyle('p, ul, ol, figure, blockquote', { margin: 0 });

globalStyle('ul, ol', { padding: 0, listStyle: 'none' });

globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('a', { color: 'inherit' });

// One visible focus ring for everything a keyboard can reach; the mouse does not trigger it.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// React emptied the page on an error nothing caught (uncaughtError.ts): rather than a blank page, what to do.
globalStyle('#root[data-failed]::before', {
  content: '"Something went wrong. Check the connection and reload the page."',
  padding: vars.space.lg,
});
