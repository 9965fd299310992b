import MagicString from 'magic-string';
import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/** The contract's own schema helpers: each only builds a schema from valibot's builders. */
const SCHEMA_HELPERS = new Set(['requiredText', 'requiredId', 'hasLetter', 'coordinate']);
/** Valibot's calls that do more than build: they read data, and may throw on it. */
const VALIBOT_READERS = new Set([
  'parse',
  'safeParse',
  'assert',
  'is',
  'parser',
  'safeParser',
  'getDotPath',
  'flatten',
]);

/** `v.object(...)`, `v.pipe(...)`, ... (`import * as v from 'valibot'`), and the contract's schema helpers. */
function buildsSchema(callee: ESTree.Expression | ESTree.Super): boolean {
  if (callee.type === 'Identifier') return SCHEMA_HELPERS.has(callee.name);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'v' &&
    callee.property.type === 'Identifier' &&
    !VALIBOT_READERS.has(callee.property.name)
  );
}

/**
 * The contract's modules with every call that builds a schema marked pure (`@__PURE__`), so that a browser build
 * leaves out the schemas its code never uses. A contract module holds the requests' schemas, which only the server
 * validates with, beside the replies', which the browser reads; the bundler cannot tell on its own that building
 * the requests' has no effect (through `import * as v` it does not see valibot's own marks). The mark is put on
 * each call in these files alone: rolldown's manualPureFunctions, by name, also marked the calls of every
 * function named `v` in the libraries' minified code, and keen-slider's carousel lost the code that lays it out.
 */
export function pureSchemas(): Plugin {
  let contract = '';
  return {
    name: 'wokflow:pure-schemas',
    apply: 'build',
    configResolved(config) {
      // Vite's ids and root are written with forward slashes on every system.
      contract = `${config.root}/contract/`;
    },
    transform: {
      filter: { id: /\.ts$/ },
      handler(code, id) {
        if (!id.startsWith(contract)) return null;
        const { program, errors } = parseSync(id, code);
        if (errors.length > 0) throw new Error(`${id}: ${errors.map((error) => error.message).join('; ')}`);
        const marked = new MagicString(code);
        new Visitor({
          CallExpression(call) {
            if (buildsSchema(call.callee)) marked.prependLeft(call.start, '/* @__PURE__ */ ');
          },
        }).visit(program);
        return { code: marked.toString(), map: marked.generateMap({ hires: true }) };
      },
    },
  };
}
