/** The workflow explorer and the lifecycle index, for Storybook and for a later in-app analyst view. */
export { WorkflowExplorer, type WorkflowExplorerProps } from './WorkflowExplorer';
export { WorkflowIndex, type WorkflowIndexProps } from './WorkflowIndex';
