/**
 * The installed app's icons, drawn from public/favicon.svg in Chromium: `npx tsx scripts/icons.ts` writes
 * public/icons/*.png (committed). Run it again after changing the favicon.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = await readFile(`${publicDir}favicon.svg`, 'utf8');
const brand = favicon.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!brand) throw new Error('favicon.svg has no filled background square');

/**
 * The favicon on a square of its own colour, shrunk to 80%: a launcher's mask (a circle of 80% of the
 * icon, W3C "maskable" safe zone) and iOS's rounded corners crop nothing but that square.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${brand}"/>
  <image href="data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}" x="6.4" y="6.4" width="51.2" height="51.2"/>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await launchBrowser();
try {
  await mkdir(`${publicDir}icons`, { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await writeFile(`${publicDir}icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/icons/${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
