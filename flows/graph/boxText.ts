import type { ChartEdge, ChartNode } from './chart.ts';

/**
 * Text sizes shared by the layout and the diagram. Widths are estimated from the number of characters,
 * never measured, so a layout is the same in Node and in every browser.
 */
export const TEXT = {
  titleSize: 13,
  smallSize: 11,
  titleLine: 18,
  smallLine: 15,
  /** An average glyph of a sans-serif font is about 0.6 em wide; a bold one a little wider. */
  charWidth: 0.6,
  boldCharWidth: 0.66,
  padX: 10,
  padY: 8,
  /** Wider boxes would make the diagram sprawl; their text wraps at this width instead. */
  maxTextWidth: 230,
  maxDescriptionLines: 5,
} as const;

export interface BoxLine {
  text: string;
  kind: 'description' | 'detail' | 'transition';
  /** The id of the transition a 'transition' line shows. */
  edge?: string;
}

export interface BoxText {
  title: string;
  /**
   * The description's lines, the details (tags, invoked actors, entry and exit actions), then the
   * transitions that stay in the state, written inside it as 'event [guard] / actions' like UML does.
   */
  lines: BoxLine[];
}

export function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? TEXT.boldCharWidth : TEXT.charWidth);
}

/** Greedy word wrap at a number of characters; the last line ends with '…' when text is left over. */
export function wrap(text: string, chars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, chars - 1)}…`;
  return kept;
}

/** A transition without a target: it stays in its state, so it is written in the state's box. */
export const staysIn = (edge: ChartEdge, node: ChartNode) => edge.source === node.id && edge.targets.length === 0;

/** What a state's box says, in the order it is drawn; `edges` are the chart's, those that stay in it are listed. */
export function boxTextOf(node: ChartNode, edges: ChartEdge[]): BoxText {
  const charWidth = TEXT.smallSize * TEXT.charWidth;
  const chars = Math.floor(TEXT.maxTextWidth / charWidth);
  const details = [
    node.tags.length ? `tags: ${node.tags.join(', ')}` : '',
    ...node.invokes.map((src) => `invokes: ${src}`),
    node.entry.length ? `entry / ${node.entry.join(', ')}` : '',
    node.exit.length ? `exit / ${node.exit.join(', ')}` : '',
  ]
    .filter(Boolean)
    .flatMap((detail) => wrap(detail, chars, 2).map((text) => ({ text, kind: 'detail' as const })));
  const stays = edges
    .filter((edge) => staysIn(edge, node))
    .map((edge) => ({
      text: `↻ ${edge.label}${edge.actions.length ? ` / ${edge.actions.join(', ')}` : ''}`,
      kind: 'transition' as const,
      edge: edge.id,
    }));
  // The description fills the width the other lines already take.
  const widest = Math.max(chars, node.key.length, ...[...details, ...stays].map((line) => line.text.length));
  const description = wrap(node.description ?? '', widest, TEXT.maxDescriptionLines).map((text) => ({
    text,
    kind: 'description' as const,
  }));
  return { title: node.key, lines: [...description, ...details, ...stays] };
}

/** Where a line's text starts below the top of its box. */
export const lineTop = (index: number) => TEXT.padY + TEXT.titleLine + index * TEXT.smallLine;

/** The width and height the text of a box needs, paddings included. */
export function boxTextSize(text: BoxText): { width: number; height: number } {
  const widths = [
    textWidth(text.title, TEXT.titleSize, true),
    ...text.lines.map((line) => textWidth(line.text, TEXT.smallSize)),
  ];
  return {
    width: Math.max(...widths) + 2 * TEXT.padX,
    height: TEXT.padY * 2 + TEXT.titleLine + text.lines.length * TEXT.smallLine,
  };
}
