import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { LANDING_PAGES } from '../../contract/landingPages.ts';
import { FIRST_SCRIPT } from './inlineEntryStyles.ts';

type Bundle = Rolldown.OutputBundle;

function chunkOf(bundle: Bundle, module: string): Rolldown.OutputChunk {
  const id = resolve(module);
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === id);
  if (chunk?.type !== 'chunk') throw new Error(`landing pages: no chunk of its own for ${module}`);
  return chunk;
}

/**
 * A page's chunks, with every chunk they import, and the stylesheets of each, as the page's code asks for them; not
 * the entry, which index.html loads with what it imports, its stylesheet written in (inlineEntryStyles.ts).
 */
function filesOf(bundle: Bundle, modules: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (chunk.name === FIRST_SCRIPT || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const file = bundle[imported];
      if (file?.type === 'chunk') visit(file);
    }
  };
  for (const module of modules) visit(chunkOf(bundle, module));
  return { scripts, styles };
}

/**
 * The link tags naming a landing page's files that index.html does not name already. The stylesheets are preloaded,
 * not linked: the shop's header paints while the page's code runs, and a stylesheet link would hold it back.
 */
function linksOf(bundle: Bundle, modules: readonly string[], html: string): string {
  const { scripts, styles } = filesOf(bundle, modules);
  const tags = [
    ...[...scripts].map((file) => ({ file, tag: `<link rel="modulepreload" crossorigin href="/${file}">` })),
    ...[...styles].map((file) => ({ file, tag: `<link rel="preload" as="style" crossorigin href="/${file}">` })),
  ];
  return tags
    .filter(({ file }) => !html.includes(`"/${file}"`))
    .map(({ tag }) => `\n    ${tag}`)
    .join('');
}

/** Writes each landing page's copy of index.html (contract/landingPages.ts), naming the page's code. */
export function landingPages(): Plugin {
  return {
    name: 'wokflow:landing-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('landing pages: the build wrote no index.html');
        const html = String(index.source);
        for (const page of LANDING_PAGES) {
          const source = html.replace('</head>', `${linksOf(bundle, page.modules, html)}\n  </head>`);
          this.emitFile({ type: 'asset', fileName: page.html, source });
        }
      },
    },
  };
}
