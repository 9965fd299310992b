import { icons } from '@iconify-json/twemoji';
import type { EmojiName } from './emoji.ts';

const DEFAULT_SIZE = icons.width ?? 16;

/** The drawing of one emoji, without its <svg> wrapper. */
function body(name: EmojiName): { body: string; width: number; height: number } {
  const alias = icons.aliases?.[name];
  const icon = icons.icons[alias ? alias.parent : name];
  if (!icon) throw new Error(`Twemoji has no emoji named ${name}`);
  return { body: icon.body, width: icon.width ?? DEFAULT_SIZE, height: icon.height ?? DEFAULT_SIZE };
}

export interface Placement {
  /** Centre of the emoji. */
  x: number;
  y: number;
  /** Width and height it is drawn at. */
  size: number;
  /** Degrees, around its centre. */
  rotate?: number;
  opacity?: number;
}

/** An emoji drawn as an SVG group centred on (x, y). */
export function emoji(name: EmojiName, { x, y, size, rotate = 0, opacity = 1 }: Placement): string {
  const art = body(name);
  const scale = size / Math.max(art.width, art.height);
  const turn = rotate ? ` rotate(${round(rotate)})` : '';
  const fade = opacity < 1 ? ` opacity="${round(opacity)}"` : '';
  return `<g transform="translate(${round(x)} ${round(y)})${turn} scale(${round(scale)}) translate(${-art.width / 2} ${-art.height / 2})"${fade}>${art.body}</g>`;
}

export const round = (value: number): number => Math.round(value * 100) / 100;
