import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { m } from './messages';

type Setup = typeof import('./echarts-setup');
let loading: Promise<Setup> | undefined;

/** Loads ECharts once, on first use (a chunk of its own); a failed load is tried again next time. */
function loadEcharts(): Promise<Setup> {
  loading ??= import('./echarts-setup').catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

export interface EChartProps {
  option: EChartsCoreOption;
  height?: number;
  /** Accessible name of the chart area. */
  label: string;
}

/**
 * One ECharts chart: ECharts is imported lazily inside the effect, the chart follows its box's size
 * (ResizeObserver, so a window resize or a collapsed sidebar) and is disposed on unmount.
 */
export function EChart({ option, height = 300, label }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | undefined;
    loadEcharts()
      .then(({ init }) => {
        const el = box.current;
        if (gone || !el) return;
        const c = init(el);
        chart.current = c;
        c.setOption(latest.current);
        observer = new ResizeObserver(() => c.resize());
        observer.observe(el);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }}>
      {failed ? m('loadFailed') : null}
    </div>
  );
}
