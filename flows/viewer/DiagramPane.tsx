import { useEffect, useRef, useState } from 'react';
import { Button } from '../../src/ui/Button.tsx';
import type { Chart } from '../graph/chart.ts';
import type { ChartLayout } from '../graph/layout.ts';
import * as styles from './DiagramPane.css.ts';
import { FlowDiagram } from './FlowDiagram.tsx';
import { scrollStatesIntoView } from './scrollStatesIntoView.ts';

interface DiagramPaneProps {
  chart: Chart;
  /** State ids to highlight; the innermost are scrolled into view when they change. */
  active: ReadonlySet<string>;
  activeEdge?: string;
  /** The innermost state under a click (a click inside a nested state names that state, not its parents). */
  onStateClick: (id: string) => void;
}

type Drawing = { chart: Chart; layout: ChartLayout } | { chart: Chart; error: string };

const ZOOM_STEP = 0.25;
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 1.5;
/** Below this, a diagram's words cannot be read: a large chart opens at it and scrolls instead. */
const ZOOM_READABLE = 0.6;

const clamp = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** The chart drawn once its layout is computed (ELK, asynchronously), in a frame that scrolls and zooms. */
export function DiagramPane({ chart, active, activeEdge, onStateClick }: DiagramPaneProps) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [zoom, setZoom] = useState(1);
  const frame = useRef<HTMLElement>(null);
  const layout = drawing?.chart === chart && 'layout' in drawing ? drawing.layout : null;
  const fitted = () => (layout ? clamp((frame.current?.clientWidth ?? layout.width) / layout.width) : 1);

  useEffect(() => {
    let wanted = true;
    // ELK is most of the viewer's weight: the list and the tools show while it arrives.
    import('../graph/layout.ts')
      .then(({ layoutChart }) => layoutChart(chart))
      .then(
        (computed) => {
          if (!wanted) return;
          setDrawing({ chart, layout: computed });
          const width = frame.current?.clientWidth ?? computed.width;
          setZoom(clamp(Math.min(1, Math.max(ZOOM_READABLE, width / computed.width))));
        },
        (error: unknown) => wanted && setDrawing({ chart, error: String(error) }),
      );
    return () => {
      wanted = false;
    };
  }, [chart]);

  // One listener on the frame: the innermost `data-state-id` under the pointer is the state clicked.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const state = (event.target as Element).closest('[data-state-id]')?.getAttribute('data-state-id');
      if (state) onStateClick(state);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onStateClick]);

  const activeIds = [...active].join(' ');
  useEffect(() => {
    if (layout && frame.current) scrollStatesIntoView(frame.current, activeIds.split(' '));
  }, [layout, activeIds]);

  return (
    <section className={styles.pane} aria-label="Diagram">
      <div className={styles.toolbar}>
        <span className={styles.legend}>
          <span className={styles.swatch} aria-hidden="true" /> the current state
        </span>
        <div className={styles.zoom}>
          <Button variant="ghost" size="sm" aria-label="Zoom out" onClick={() => setZoom(clamp(zoom - ZOOM_STEP))}>
            −
          </Button>
          <output className={styles.percent}>{Math.round(zoom * 100)}%</output>
          <Button variant="ghost" size="sm" aria-label="Zoom in" onClick={() => setZoom(clamp(zoom + ZOOM_STEP))}>
            +
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setZoom(fitted())}>
            Fit
          </Button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach the frame to scroll a diagram larger than it (WCAG 2.1.1) */}
      <section className={styles.frame} ref={frame} tabIndex={0} aria-label="Diagram, scrollable">
        {layout ? (
          <div className={styles.canvas} style={{ width: layout.width * zoom }}>
            <FlowDiagram chart={chart} layout={layout} active={active} activeEdge={activeEdge} />
          </div>
        ) : drawing?.chart === chart && 'error' in drawing ? (
          <p className={styles.note}>The diagram could not be drawn: {drawing.error}</p>
        ) : (
          <p className={styles.note} role="status">
            Drawing…
          </p>
        )}
      </section>
    </section>
  );
}
