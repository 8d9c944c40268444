import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Whether this browser can draw on a canvas (test DOMs cannot: the chart's text alternative stands alone). */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/**
 * One uPlot chart, sized to its container. uPlot draws on a canvas, which a screen reader cannot read: every
 * chart that uses this is hidden from assistive technology and carries a table or a sentence of its figures
 * beside it (docs/dependencies.md, uplot).
 */
export function UPlotChart({
  options,
  data,
  height,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    const chart = new uPlot({ ...options, width: element.clientWidth || 320, height }, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} className="uplot-chart" aria-hidden="true" />;
}
