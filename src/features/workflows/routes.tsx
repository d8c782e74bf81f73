import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * The lifecycles as the analysts see them (ours, issue 16; workflow-index): /workflows, every lifecycle with its
 * live counts per status, and /workflows/{workflow}, one lifecycle's statechart with its heat map and transition
 * table. Storybook keeps the interactive explorer (stories/workflows).
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/workflows',
      handle: h('workflows:titles.list', 'workflow-index'),
      children: [
        { index: true, lazy: screen(() => import('./WorkflowsPage')) },
        { path: ':workflow', handle: h('workflows:titles.heatmap', 'workflow-index'), lazy: screen(() => import('./WorkflowHeatmapPage')) },
      ],
    },
  ],
};
