import { boxTextOf, lineTop, TEXT } from '../graph/boxText.ts';
import type { Chart, ChartEdge, ChartNode } from '../graph/chart.ts';
import type { Box, ChartLayout, Point } from '../graph/layout.ts';

/**
 * A machine's chart as an SVG. Presentation attributes and inline styles only, no stylesheet: the
 * same markup is written to docs/flows/*.svg by `npm run flows`.
 */
export interface FlowDiagramProps {
  chart: Chart;
  layout: ChartLayout;
  /** State ids to highlight. */
  active?: ReadonlySet<string>;
  activeEdge?: string;
  onNodeClick?: (id: string) => void;
  onEdgeClick?: (id: string) => void;
}

type Shared = Omit<FlowDiagramProps, 'active' | 'onNodeClick'>;

/** The storefront's palette (src/ui/theme.css.ts), spelled out because the SVG files have no CSS variables. */
const COLOR = {
  brand: '#b3261e',
  brandSoft: '#fdecea',
  text: '#1f1f1f',
  muted: '#5f6368',
  line: '#80868b',
  surface: '#ffffff',
  surfaceAlt: '#f6f4f1',
};
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const ARROW = 'flow-arrow';
const ACTIVE_ARROW = 'flow-arrow-active';

const pathData = (points: Point[]) =>
  points.map((point, index) => `${index ? 'L' : 'M'}${point.x} ${point.y}`).join(' ');

const clickable = (onClick: (() => void) | undefined) => (onClick ? { onClick, style: { cursor: 'pointer' } } : {});

/** The state's name, description and details, then the transitions that stay in it, one per line. */
function NodeText({
  node,
  box,
  chart,
  activeEdge,
  onEdgeClick,
}: Omit<Shared, 'layout'> & { node: ChartNode; box: Box }) {
  const x = box.x + TEXT.padX;
  const text = boxTextOf(node, chart.edges);
  return (
    <>
      <text x={x} y={box.y + TEXT.padY + TEXT.titleSize} fontSize={TEXT.titleSize} fontWeight={700} fill={COLOR.text}>
        {text.title}
      </text>
      {text.lines.map((line, index) => {
        const { edge } = line;
        const on = edge !== undefined && edge === activeEdge;
        const drawn = (
          <text
            x={x}
            y={box.y + lineTop(index) + TEXT.smallSize}
            fontSize={TEXT.smallSize}
            fill={on ? COLOR.brand : line.kind === 'description' ? COLOR.muted : COLOR.text}
            fontStyle={line.kind === 'description' ? 'italic' : undefined}
            fontWeight={on ? 700 : undefined}
          >
            {line.text}
          </text>
        );
        if (edge === undefined) return <g key={`line ${index.toString()}`}>{drawn}</g>;
        return (
          <g key={edge} data-edge-id={edge} {...clickable(onEdgeClick && (() => onEdgeClick(edge)))}>
            <title>{edge}</title>
            {drawn}
          </g>
        );
      })}
    </>
  );
}

interface NodeProps extends FlowDiagramProps {
  node: ChartNode;
  depth: number;
  /** A region of a parallel state: all its regions are active at once, drawn dashed. */
  region: boolean;
}

function StateNode({ node, depth, region, ...props }: NodeProps) {
  const { layout, active, onNodeClick } = props;
  const box = layout.nodes[node.id];
  if (!box) return null;
  const on = active?.has(node.id) ?? false;
  const compound = node.children.length > 0;
  const stroke = on ? COLOR.brand : compound ? COLOR.line : COLOR.muted;
  const strokeWidth = on ? 3 : 1.5;
  // Nested compound states alternate their background so their borders stay apart.
  const fill = compound ? (depth % 2 ? COLOR.surfaceAlt : COLOR.surface) : on ? COLOR.brandSoft : COLOR.surface;
  const initial = layout.initials[node.id];
  const anchor = layout.anchors[node.id];
  const radius = box.width / 2;
  return (
    <g data-state-id={node.id} {...clickable(onNodeClick && (() => onNodeClick(node.id)))}>
      <title>{node.description ? `${node.id}: ${node.description}` : node.id}</title>
      {node.type === 'history' ? (
        <>
          <circle cx={box.x + radius} cy={box.y + radius} r={radius} {...{ fill, stroke, strokeWidth }} />
          <text
            x={box.x + radius}
            y={box.y + radius + 4.5}
            textAnchor="middle"
            fontSize={TEXT.titleSize}
            fontWeight={700}
          >
            H
          </text>
        </>
      ) : (
        <>
          <rect
            {...box}
            rx={compound ? 12 : 8}
            {...{ fill, stroke, strokeWidth }}
            strokeDasharray={region ? '6 4' : undefined}
          />
          {node.type === 'final' && (
            <rect
              x={box.x + 4}
              y={box.y + 4}
              width={box.width - 8}
              height={box.height - 8}
              rx={5}
              fill="none"
              {...{ stroke, strokeWidth }}
            />
          )}
          <NodeText node={node} box={box} {...props} />
        </>
      )}
      {initial && (
        <>
          <circle
            cx={initial.dot.x + initial.dot.width / 2}
            cy={initial.dot.y + initial.dot.height / 2}
            r={6}
            fill={COLOR.text}
          />
          <path
            d={pathData(initial.points)}
            fill="none"
            stroke={COLOR.text}
            strokeWidth={1.5}
            markerEnd={`url(#${ARROW})`}
          />
        </>
      )}
      {anchor && (
        <circle
          cx={anchor.x + anchor.width / 2}
          cy={anchor.y + anchor.height / 2}
          r={5}
          fill={COLOR.surface}
          stroke={COLOR.line}
          strokeWidth={2}
        >
          <title>{`From any state of ${node.key}`}</title>
        </circle>
      )}
      {node.children.map((child) => (
        <StateNode key={child.id} node={child} depth={depth + 1} region={node.type === 'parallel'} {...props} />
      ))}
    </g>
  );
}

/** A transition between states: its path (one per target) and its label on a white backing. */
function Transition({ edge, layout, activeEdge, onEdgeClick }: Shared & { edge: ChartEdge }) {
  const drawn = layout.edges[edge.id];
  if (!drawn || drawn.points.length === 0) return null;
  const on = edge.id === activeEdge;
  const { label } = drawn;
  const details = [edge.label, edge.description, ...edge.actions.map((action) => `do ${action}`)];
  return (
    <g data-edge-id={edge.id} {...clickable(onEdgeClick && (() => onEdgeClick(edge.id)))}>
      <title>{details.filter(Boolean).join('\n')}</title>
      {[drawn.points, ...(drawn.more ?? [])].map((points) => (
        <path
          key={pathData(points)}
          d={pathData(points)}
          fill="none"
          stroke={on ? COLOR.brand : COLOR.line}
          strokeWidth={on ? 2.5 : 1.25}
          markerEnd={`url(#${on ? ACTIVE_ARROW : ARROW})`}
        />
      ))}
      {label && (
        <>
          <rect {...label} rx={3} fill={COLOR.surface} fillOpacity={0.9} />
          <text
            x={label.x + label.width / 2}
            y={label.y + label.height / 2 + 4}
            textAnchor="middle"
            fontSize={TEXT.smallSize}
            fill={on ? COLOR.brand : COLOR.text}
            fontWeight={on ? 700 : undefined}
          >
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

/** Sized in pixels, not in stroke widths: a highlighted, thicker transition keeps the same arrowhead. */
function Marker({ id, color }: { id: string; color: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={9}
      refY={5}
      markerUnits="userSpaceOnUse"
      markerWidth={10}
      markerHeight={10}
      orient="auto"
    >
      <path d="M0 0 L10 5 L0 10 z" fill={color} />
    </marker>
  );
}

export function FlowDiagram(props: FlowDiagramProps) {
  const { chart, layout } = props;
  const title = `State chart of the ${chart.id} machine`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={title}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      fontFamily={FONT}
    >
      <title>{title}</title>
      <defs>
        <Marker id={ARROW} color={COLOR.line} />
        <Marker id={ACTIVE_ARROW} color={COLOR.brand} />
      </defs>
      <StateNode node={chart.root} depth={0} region={false} {...props} />
      {chart.edges.map((edge) => (
        <Transition key={edge.id} edge={edge} {...props} />
      ))}
    </svg>
  );
}
