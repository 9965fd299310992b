import type { Plugin, Rolldown } from 'vite';

/**
 * The name of the shop's first script: the entry's chunk, which takes the libraries and the shared page parts in
 * (vite.config.ts's first group), and which index.html loads before any other script runs.
 */
export const FIRST_SCRIPT = 'index';

/** A tag of vite's index.html, with the line's indent before it. */
const tagWithIndent = (tag: string) => new RegExp(`\\s*${tag.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);

const PRELOAD_LIST = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/;
const PRELOAD_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code without `files` among what its dynamic imports preload. vite lists the stylesheets of every chunk a
 * lazy module imports, the entry's too, whatever `modulePreload.resolveDependencies` says (it is given the scripts
 * only), and its loader asks for a listed stylesheet that no <link> in the page names: the entry's, written into
 * index.html, would come a second time, or, not written as a file, fail the import. The list stays as it is, each
 * call's indexes into it lose those of `files`.
 */
function withoutPreloadOf(code: string, files: readonly string[]): string {
  const list = code.match(PRELOAD_LIST)?.[1];
  if (!list) return code;
  const names: string[] = JSON.parse(list);
  const dropped = new Set(files.map((file) => String(names.indexOf(file))));
  dropped.delete('-1');
  if (dropped.size === 0) return code;
  return code.replaceAll(PRELOAD_CALL, (_call, indexes: string) => {
    const kept = indexes.split(',').filter((index) => !dropped.has(index));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/**
 * index.html with the entry's stylesheet written into it, and the entry's script named before the chunks it imports.
 *
 * A linked stylesheet is a request the first paint waits for, asked for at the highest priority: on a new visitor's
 * slow 4G it took the one connection the page had open, and the first script, the largest file by far, waited for
 * a new one. Written in, the styles come with the HTML (4 kB compressed) and the script is the first file asked for.
 * The stylesheet is then no file of its own: lazy pages never ask for the entry's files (vite.config.ts,
 * withoutEntryChunks, and withoutPreloadOf below), and the service worker keeps index.html.
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'wokflow:inline-entry-styles',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.name === FIRST_SCRIPT,
        );
        if (index?.type !== 'asset' || !entry) throw new Error('inline entry styles: no index.html or no entry');
        const inlined = [...(entry.viteMetadata?.importedCss ?? [])];
        let html = String(index.source);
        let styles = '';
        for (const file of inlined) {
          const css = bundle[file];
          const link = tagWithIndent(`<link rel="stylesheet" crossorigin href="/${file}">`);
          if (css?.type !== 'asset' || !link.test(html)) throw new Error(`inline entry styles: ${file} is not linked`);
          html = html.replace(link, '');
          styles += String(css.source);
          delete bundle[file];
        }
        const script = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(script)) throw new Error(`inline entry styles: index.html does not load ${entry.fileName}`);
        html = html
          .replace(tagWithIndent(script), '')
          .replace('</title>', `</title>\n    ${script}\n    <style>${styles}</style>`);
        index.source = html;
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = withoutPreloadOf(file.code, inlined);
      },
    },
  };
}
