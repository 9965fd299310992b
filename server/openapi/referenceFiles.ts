import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const CSS = 'text/css; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';

/** What the reference page loads: Swagger UI's stylesheet and script, and the script that starts it. */
const SOURCES = {
  stylesheet: { name: 'swagger-ui.css', path: join(SWAGGER_UI, 'swagger-ui.css'), type: CSS },
  swaggerUi: { name: 'swagger-ui-bundle.js', path: join(SWAGGER_UI, 'swagger-ui-bundle.js'), type: JS },
  init: { name: 'init.js', path: fileURLToPath(new URL('reference/init.js', import.meta.url)), type: JS },
};

export interface ReferenceFile {
  /** The name with its content's hash, `swagger-ui.1a2b3c4d.css`: a new version is a new URL, so browsers keep each for good. */
  name: string;
  type: string;
  body: Uint8Array<ArrayBuffer>;
}

export type ReferenceFiles = Record<keyof typeof SOURCES, ReferenceFile>;

async function load(source: (typeof SOURCES)[keyof typeof SOURCES]): Promise<ReferenceFile> {
  const body = await readFile(source.path);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  const dot = source.name.lastIndexOf('.');
  return { name: `${source.name.slice(0, dot)}.${hash}${source.name.slice(dot)}`, type: source.type, body };
}

let loading: Promise<ReferenceFiles> | undefined;

/** Read once, on the reference's first visit: the files do not change while the server runs. */
export function referenceFiles(): Promise<ReferenceFiles> {
  loading ??= (async () => {
    const [stylesheet, swaggerUi, init] = await Promise.all([
      load(SOURCES.stylesheet),
      load(SOURCES.swaggerUi),
      load(SOURCES.init),
    ]);
    return { stylesheet, swaggerUi, init };
  })();
  return loading;
}
