import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats: images, fonts and video are compressed already and gain nothing. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|map|txt|xml|wasm|ico)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Source maps are read by developer tools only, and brotli's best quality would spend about 25 s of every build
 * on their 12 MB; a fast quality still makes them five times smaller.
 */
const SOURCE_MAP_QUALITY = 5;

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: path.endsWith('.map') ? SOURCE_MAP_QUALITY : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file under `dir`, whatever its size, so
 * the server sends them as they are (server/http/clientFiles.ts) instead of compressing each reply.
 */
export async function precompressFiles(dir: string): Promise<void> {
  const files = await readdir(dir, { recursive: true });
  await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(join(dir, file))));
}

/**
 * The build's compressed copies (precompressFiles), made once every other plugin has written its files:
 * the service worker and the manifest are written last, when the bundle is closed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wokflow:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      async handler(error) {
        if (!error) await precompressFiles(outDir);
      },
    },
  };
}
