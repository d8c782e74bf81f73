/** The workflow explorer and the lifecycle index (Storybook); the analysts' screens are routes.tsx's (/workflows). */
export { WorkflowExplorer, type WorkflowExplorerProps } from './WorkflowExplorer';
export { WorkflowIndex, type WorkflowIndexProps } from './WorkflowIndex';
