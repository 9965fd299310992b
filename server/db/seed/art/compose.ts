import type { EmojiName } from './emoji.ts';
import { emoji, round } from './twemoji.ts';

const BRAND = '#b3261e';
const BRAND_DARK = '#8c1d18';
const ACCENT = '#f5a623';
const FONT = `'Poppins', 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif`;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function svgDocument(width: number, height: number, label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${content}</svg>\n`;
}

/** Mixes a #rrggbb colour with black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const target = amount > 0 ? 0 : 255;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A small deterministic pseudo-random sequence, so that every picture differs but re-drawing changes nothing. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) ^ Math.imul(state ^ (state >>> 13), 3266489909);
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** Faint dots scattered over a background, kept away from the centre where the food sits. */
function confetti(seed: string, width: number, height: number, colour: string, count: number): string {
  const random = randomFrom(seed);
  const dots: string[] = [];
  while (dots.length < count) {
    const x = random() * width;
    const y = random() * height;
    const radius = 3 + random() * 9;
    if (Math.hypot((x - width / 2) / width, (y - height / 2) / height) < 0.32) continue;
    dots.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="${colour}" opacity="${round(0.18 + random() * 0.2)}"/>`,
    );
  }
  return dots.join('');
}

/** A dish on a plate over its category's colour, with a smaller hint of its ingredients in the corner. */
export function dishPicture(
  id: string,
  name: string,
  colour: string,
  [main, accent]: readonly [EmojiName, EmojiName?],
): string {
  const width = 480;
  const height = 360;
  const rim = shade(colour, 0.12);
  const parts = [
    `<defs><radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${shade(colour, -0.6)}"/><stop offset="1" stop-color="${colour}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    confetti(id, width, height, shade(colour, 0.22), 14),
    `<ellipse cx="240" cy="318" rx="120" ry="14" fill="#000" opacity=".08"/>`,
    `<circle cx="240" cy="178" r="128" fill="#fff" opacity=".8"/>`,
    `<circle cx="240" cy="178" r="108" fill="none" stroke="${rim}" stroke-width="4" opacity=".45"/>`,
    emoji(main, { x: 240, y: 178, size: 156 }),
  ];
  if (accent) {
    parts.push(
      `<circle cx="352" cy="268" r="44" fill="#fff"/><circle cx="352" cy="268" r="44" fill="none" stroke="${rim}" stroke-width="3" opacity=".5"/>`,
      emoji(accent, { x: 352, y: 268, size: 58 }),
    );
  }
  return svgDocument(width, height, name, parts.join(''));
}

/** A round badge for the "What's on your mind?" strip. */
export function superCategoryPicture(name: string, colour: string, main: EmojiName): string {
  const parts = [
    `<circle cx="120" cy="120" r="120" fill="${colour}"/>`,
    `<circle cx="120" cy="120" r="96" fill="#fff" opacity=".65"/>`,
    `<circle cx="120" cy="120" r="116" fill="none" stroke="${shade(colour, 0.18)}" stroke-width="4"/>`,
    emoji(main, { x: 120, y: 120, size: 128 }),
  ];
  return svgDocument(240, 240, name, parts.join(''));
}

export function brandBackground(width: number, height: number, seed: string): string {
  const random = randomFrom(seed);
  const rings = Array.from({ length: 5 }, () => {
    const x = width * (0.45 + random() * 0.6);
    const y = height * random();
    const radius = height * (0.25 + random() * 0.5);
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="#fff" opacity="${round(0.03 + random() * 0.05)}"/>`;
  });
  return [
    `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#brand)"/>`,
    ...rings,
  ].join('');
}

/** A pill with text, sized from the text's length (close enough for capitals in a bold sans). */
function chip(x: number, y: number, text: string, fontSize: number, fill = ACCENT, ink = '#1f1f1f'): string {
  const width = text.length * fontSize * 0.66 + fontSize * 1.6;
  const height = fontSize * 2.1;
  return (
    `<rect x="${x}" y="${round(y - height / 2)}" width="${round(width)}" height="${round(height)}" rx="${round(height / 2)}" fill="${fill}"/>` +
    `<text x="${round(x + width / 2)}" y="${round(y + fontSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="${ink}">${escapeXml(text)}</text>`
  );
}

export interface Headline {
  kicker: string;
  lines: readonly string[];
  subline: string;
  chip: string;
}

/** The left-hand text of a banner: small kicker, one or two big lines, a sub-line and a call-to-action pill. */
export function headlineBlock({ kicker, lines, subline, chip: call }: Headline, x: number, height: number): string {
  const lineHeight = 66;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 - 24;
  const text = (y: number, size: number, weight: number, fill: string, content: string, spacing = 0) =>
    `<text x="${x}" y="${round(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}">${escapeXml(content)}</text>`;
  return [
    text(top - 58, 20, 700, ACCENT, kicker, 3),
    ...lines.map((line, index) => text(top + index * lineHeight, 58, 800, '#fff', line)),
    text(top + (lines.length - 1) * lineHeight + 46, 22, 500, '#fde7e4', subline),
    chip(x, top + (lines.length - 1) * lineHeight + 104, call, 18),
  ].join('');
}

export interface Cluster {
  main: EmojiName;
  around: readonly EmojiName[];
}

/** A big emoji on a soft disc with smaller ones orbiting it. */
function emojiCluster({ main, around }: Cluster, x: number, y: number, size: number): string {
  const positions = [
    [-0.62, -0.5, 0.42, -14],
    [0.66, -0.34, 0.38, 12],
    [0.6, 0.56, 0.36, -8],
    [-0.64, 0.52, 0.34, 10],
  ] as const;
  return [
    `<circle cx="${x}" cy="${y}" r="${round(size * 0.62)}" fill="#fff" opacity=".14"/>`,
    `<circle cx="${x}" cy="${y}" r="${round(size * 0.5)}" fill="#fff" opacity=".16"/>`,
    emoji(main, { x, y, size }),
    ...around.map((name, index) => {
      const [dx, dy, scale, rotate] = positions[index % positions.length] ?? positions[0];
      return emoji(name, { x: x + dx * size, y: y + dy * size, size: size * scale, rotate });
    }),
  ].join('');
}

export interface BannerArt {
  label: string;
  headline: Headline;
  cluster: Cluster;
}

/** A 1200 x 400 home carousel slide. */
export function bannerPicture(id: string, { label, headline, cluster }: BannerArt): string {
  const width = 1200;
  const height = 400;
  return svgDocument(
    width,
    height,
    label,
    brandBackground(width, height, id) + headlineBlock(headline, 72, height) + emojiCluster(cluster, 940, 200, 210),
  );
}

/** A 480 x 360 home tile: the brand colour with one dish or symbol. */
export function tilePicture(id: string, label: string, cluster: Cluster): string {
  return svgDocument(480, 360, label, brandBackground(480, 360, id) + emojiCluster(cluster, 240, 180, 170));
}

export interface OfferArt {
  label: string;
  kicker: string;
  big: string;
  line: string;
  code: string;
  cluster: Cluster;
}

/** The 600 x 400 picture of the offer popup. */
export function offerPicture(id: string, offer: OfferArt): string {
  const text = (y: number, size: number, weight: number, fill: string, content: string, spacing = 0) =>
    `<text x="48" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}">${escapeXml(content)}</text>`;
  return svgDocument(
    600,
    400,
    offer.label,
    brandBackground(600, 400, id) +
      text(96, 20, 700, ACCENT, offer.kicker, 3) +
      text(190, 96, 800, '#fff', offer.big) +
      text(236, 24, 600, '#fde7e4', offer.line) +
      chip(48, 306, offer.code, 22, '#fff', BRAND) +
      emojiCluster(offer.cluster, 470, 290, 120),
  );
}
