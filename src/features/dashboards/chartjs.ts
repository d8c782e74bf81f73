/**
 * Chart.js with only what the boards draw (bars and doughnuts, their scales, legend and tooltip), loaded on
 * demand by BoardChart: the figures and tables show while the library (about 58 kB gzip) is on its way.
 */
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
