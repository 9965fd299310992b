/**
 * Re-draws every picture of the demo data under public/images from Twemoji artwork.
 * Authoring time only: `npx tsx server/db/seed/art/draw.ts`, then commit the files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories } from '../menu/categories.ts';
import { dishImage } from '../menu/dish.ts';
import { dishes } from '../menu/dishes.ts';
import { superCategories, superCategoryImage } from '../menu/superCategories.ts';
import { bannerPicture, dishPicture, offerPicture, superCategoryPicture, tilePicture } from './compose.ts';
import { bannerArt, offerArt, tileArt } from './homeArt.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));
/** Folders this script owns entirely: emptied first, so a renamed dish leaves no stale picture. */
const GENERATED = ['images/dishes', 'images/super-categories', 'images/banners', 'images/tiles', 'images/offers'];

async function write(path: string, svg: string): Promise<void> {
  const file = join(PUBLIC_DIR, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, svg);
}

const colourOf = new Map<string, string>(categories.map((category) => [category.id, category.colour]));

await Promise.all(GENERATED.map((folder) => rm(join(PUBLIC_DIR, folder), { recursive: true, force: true })));
const writes = [
  ...dishes.map((dish) => {
    const colour = colourOf.get(dish.category);
    if (!colour) throw new Error(`${dish.id}: unknown category ${dish.category}`);
    return write(dishImage(dish.id), dishPicture(dish.id, dish.name, colour, dish.art));
  }),
  ...superCategories.map((superCategory) =>
    write(
      superCategoryImage(superCategory.id),
      superCategoryPicture(superCategory.name, superCategory.art.colour, superCategory.art.emoji),
    ),
  ),
  ...Object.entries(bannerArt).map(([path, art]) => write(path, bannerPicture(path, art))),
  ...Object.entries(tileArt).map(([path, art]) => write(path, tilePicture(path, art.label, art.cluster))),
  ...Object.entries(offerArt).map(([path, art]) => write(path, offerPicture(path, art))),
];
await Promise.all(writes);
console.log(`wrote ${writes.length} pictures under ${PUBLIC_DIR}images`);
