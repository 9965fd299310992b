import { style, styleVariants } from '@vanilla-extract/css';

const mark = style({ display: 'inline-block', width: 20, height: 20, backgroundColor: 'currentColor' });

const masked = (file: string) => [mark, { mask: `url(/icons/${file}.svg) center / contain no-repeat` }];

export const icon = styleVariants({
  Instagram: masked('instagram'),
  Facebook: masked('facebook'),
  YouTube: masked('youtube'),
});
