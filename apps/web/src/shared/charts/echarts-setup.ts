/**
 * The parts of ECharts the dashboard draws with (bar and line charts on a grid, tooltip and legend, canvas).
 * Loaded only through `import('./echarts-setup')` (see echart.tsx), so it lands in its own chunk and the
 * dashboard's first paint does not wait for it.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
