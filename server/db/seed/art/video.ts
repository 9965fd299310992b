/**
 * Draws the looping banner video of the home carousel: ingredients tossed out of a wok over flames.
 * Authoring time only (needs ffmpeg built with librsvg, as Debian's is):
 * `npx tsx server/db/seed/art/video.ts`, then commit public/media/wok-toss.webm.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandBackground, headlineBlock, svgDocument } from './compose.ts';
import type { EmojiName } from './emoji.ts';
import { emoji } from './twemoji.ts';

const OUTPUT = fileURLToPath(new URL('../../../../public/media/wok-toss.webm', import.meta.url));
const WIDTH = 1200;
const HEIGHT = 400;
const FPS = 25;
/** One toss every two seconds; two tosses make a seamless loop. */
const TOSS_SECONDS = 2;
const FRAMES = FPS * TOSS_SECONDS * 2;
/** The wok seen from the side: (x, y) is the middle of its rim. */
const WOK = { x: 930, y: 282, radius: 112, depth: 66 };

interface Ingredient {
  name: EmojiName;
  /** How far sideways it flies at the top of its arc, in pixels. */
  swing: number;
  height: number;
  size: number;
  /** Whole turns during one flight. */
  turns: number;
  /** Fraction of a toss it leaves the pan after the first one. */
  delay: number;
}

const INGREDIENTS: readonly Ingredient[] = [
  { name: 'hot-pepper', swing: -120, height: 190, size: 52, turns: 1, delay: 0 },
  { name: 'broccoli', swing: -50, height: 230, size: 56, turns: -1, delay: 0.04 },
  { name: 'carrot', swing: 30, height: 215, size: 50, turns: 1, delay: 0.08 },
  { name: 'mushroom', swing: 100, height: 185, size: 50, turns: -1, delay: 0.02 },
  { name: 'fried-shrimp', swing: 160, height: 150, size: 52, turns: 1, delay: 0.1 },
  { name: 'ear-of-corn', swing: -170, height: 140, size: 50, turns: -1, delay: 0.06 },
];
/** Share of a toss an ingredient spends in the air. */
const FLIGHT = 0.72;

const fraction = (value: number): number => value - Math.floor(value);

function ingredientAt(ingredient: Ingredient, toss: number): string {
  const airborne = fraction(toss - ingredient.delay) / FLIGHT;
  if (airborne >= 1) return '';
  const arc = 4 * airborne * (1 - airborne);
  return emoji(ingredient.name, {
    x: WOK.x + ingredient.swing * Math.sin(Math.PI * airborne),
    y: WOK.y + 16 - ingredient.height * arc,
    size: ingredient.size,
    rotate: ingredient.turns * 360 * airborne,
    opacity: Math.min(1, 6 * Math.sin(Math.PI * airborne)),
  });
}

/** The back of the rim, drawn behind the ingredients. */
function wokBack(lift: number): string {
  const y = WOK.y + lift;
  return `<ellipse cx="${WOK.x}" cy="${y}" rx="${WOK.radius}" ry="18" fill="#3b3b3b"/><ellipse cx="${WOK.x}" cy="${y + 3}" rx="${WOK.radius - 10}" ry="12" fill="#262626"/>`;
}

/** The bowl and its wooden handle, drawn in front so that ingredients rise out of it. */
function wokFront(lift: number): string {
  const y = WOK.y + lift;
  const left = WOK.x - WOK.radius;
  const right = WOK.x + WOK.radius;
  return (
    `<path d="M${right - 6} ${y - 4} l104 -22 a9 9 0 0 1 4 17 l-104 22 z" fill="#7a4a26"/>` +
    `<path d="M${left} ${y} A${WOK.radius} ${WOK.depth} 0 0 0 ${right} ${y} A${WOK.radius} 18 0 0 1 ${left} ${y} z" fill="#1c1c1c"/>` +
    `<path d="M${left + 26} ${y + 26} A${WOK.radius - 30} ${WOK.depth - 24} 0 0 0 ${WOK.x - 10} ${y + WOK.depth - 8}" fill="none" stroke="#5a5a5a" stroke-width="6" stroke-linecap="round"/>`
  );
}

function frame(index: number): string {
  const seconds = index / FPS;
  const toss = seconds / TOSS_SECONDS;
  const jerk = fraction(toss) < 0.12 ? -14 * Math.sin((Math.PI * fraction(toss)) / 0.12) : 0;
  const flames = [-60, 0, 60].map((dx, flame) =>
    emoji('fire', {
      x: WOK.x + dx,
      y: WOK.y + WOK.depth + 16,
      size: 52 * (1 + 0.12 * Math.sin(2 * Math.PI * (seconds / 0.4 + flame / 3))),
    }),
  );
  return svgDocument(
    WIDTH,
    HEIGHT,
    'Ingredients tossed in a wok over flames',
    brandBackground(WIDTH, HEIGHT, 'wok-toss') +
      headlineBlock(
        {
          kicker: 'TOSSED TO ORDER',
          lines: ['Straight from', 'our woks'],
          subline: 'Every dish cooked fresh over a roaring flame',
          chip: 'ORDER ONLINE',
        },
        72,
        HEIGHT,
      ) +
      flames.join('') +
      wokBack(jerk) +
      INGREDIENTS.map((ingredient) => ingredientAt(ingredient, toss)).join('') +
      wokFront(jerk),
  );
}

const framesDir = await mkdtemp(join(tmpdir(), 'wok-toss-'));
try {
  await Promise.all(
    Array.from({ length: FRAMES }, (_, index) =>
      writeFile(join(framesDir, `${String(index).padStart(3, '0')}.svg`), frame(index)),
    ),
  );
  await mkdir(fileURLToPath(new URL('.', `file://${OUTPUT}`)), { recursive: true });
  const ffmpeg = spawnSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(framesDir, '%03d.svg')]
      .concat(['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'])
      .concat([OUTPUT]),
    { stdio: 'inherit' },
  );
  if (ffmpeg.status !== 0) throw new Error(`ffmpeg failed with status ${ffmpeg.status}`);
  console.log(`wrote ${OUTPUT} (${(await stat(OUTPUT)).size} bytes, ${FRAMES} frames)`);
} finally {
  await rm(framesDir, { recursive: true, force: true });
}
