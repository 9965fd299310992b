import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/** The catalogue's descriptions are data the flow viewer shows, not descriptions of states. */
const CATALOGUE = '/machines/index.ts';

type Property = ESTree.ObjectPropertyKind;

const isDescription = (property: Property): property is ESTree.ObjectProperty =>
  property.type === 'Property' &&
  !property.computed &&
  ((property.key.type === 'Identifier' && property.key.name === 'description') ||
    (property.key.type === 'Literal' && property.key.value === 'description'));

/**
 * A text written out (a string, or a template without `${}`), a name holding one (a helper's parameter), or a choice
 * between such (`failed ?? (shown ? '…' : '…')`, in `reportFailure`): reading it does nothing else. A description
 * computed otherwise (a call, say) is left alone.
 */
function isWrittenText(value: ESTree.Node): boolean {
  switch (value.type) {
    case 'Literal':
      return typeof value.value === 'string';
    case 'TemplateLiteral':
      return value.expressions.length === 0;
    case 'Identifier':
      return true;
    case 'LogicalExpression':
      return isWrittenText(value.left) && isWrittenText(value.right);
    case 'ConditionalExpression':
      return value.test.type === 'Identifier' && isWrittenText(value.consequent) && isWrittenText(value.alternate);
    case 'ParenthesizedExpression':
      return isWrittenText(value.expression);
    default:
      return false;
  }
}

/** Where a property ends with its comma: up to the next property, or up to the object's closing brace. */
function spanWithComma(object: ESTree.ObjectExpression, index: number, property: Property): [number, number] {
  const next = object.properties[index + 1];
  if (next) return [property.start, next.start];
  const previous = object.properties[index - 1];
  return [previous ? previous.end : property.start, object.end - 1];
}

/**
 * The module's code without the `description` properties whose value is a written text: in a machine's
 * config, the descriptions of states and transitions, which the flow viewer and `npm run flows` show and
 * which change nothing a machine does. Each removed span is blanked with spaces (its line breaks kept), so
 * every other character stays where it was and the source maps stay true without a new one.
 */
export function withoutDescriptions(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename}: ${errors.map((error) => error.message).join('; ')}`);
  const spans: [number, number][] = [];
  new Visitor({
    ObjectExpression(object) {
      object.properties.forEach((property, index) => {
        if (!isDescription(property) || !isWrittenText(property.value)) return;
        spans.push(spanWithComma(object, index, property));
      });
    },
  }).visit(program);
  let blanked = code;
  for (const [start, end] of spans) {
    blanked = blanked.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
  }
  return blanked;
}

/**
 * The shop's build without its machines' descriptions (about 1 kB gzipped of its first screen): for the
 * product owners' diagrams, they reach the flow viewer by its own build (entryPagesApart in vite.config.ts),
 * and the shop's live reports to it carry states and context only (src/app/liveFlowsReporter.ts).
 */
export function dropMachineDescriptions(): Plugin {
  let machines = '';
  return {
    name: 'wokflow:drop-machine-descriptions',
    apply: 'build',
    configResolved(config) {
      // Vite's ids and root are written with forward slashes on every system.
      machines = `${config.root}/machines/`;
    },
    transform: {
      filter: { id: /\.ts$/ },
      handler(code, id) {
        if (!id.startsWith(machines) || id.endsWith(CATALOGUE)) return null;
        return { code: withoutDescriptions(code, id), map: null };
      },
    },
  };
}
