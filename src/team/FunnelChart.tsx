import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

interface Props {
  /** Names the chart for its figure; the table beside it carries the numbers. */
  label: string;
  steps: readonly { label: string; visitors: number }[];
}

const height = 260;
const barColour = '#1d4ed8';
const inkColour = '#475569';
const lineColour = '#e2e8f0';

/** Bars narrow enough for a phone get the step's number only; the table beside names them. */
const stepLabel = (label: string, index: number, width: number) =>
  width < 560 ? String(index + 1) : label;

function chartOptions(steps: Props['steps'], width: number): uPlot.Options {
  const indices = steps.map((_step, index) => index);
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: [-0.5, steps.length - 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        stroke: inkColour,
        grid: { show: false },
        ticks: { show: false },
        splits: () => indices,
        values: (chart, splits) =>
          splits.map((split) => stepLabel(steps[split]?.label ?? '', split, chart.width)),
      },
      { stroke: inkColour, grid: { stroke: lineColour }, ticks: { show: false } },
    ],
    series: [
      {},
      {
        fill: barColour,
        stroke: barColour,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 120] }),
      },
    ],
  };
}

/** The funnel's steps as bars (uPlot), fitted to its box's width. */
export function FunnelChart({ label, steps }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const data: uPlot.AlignedData = [
      steps.map((_step, index) => index),
      steps.map((step) => step.visitors),
    ];
    const chart = new uPlot(chartOptions(steps, target.clientWidth), data, target);
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [steps]);

  return (
    <figure className="m-0">
      <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
