/** Kept for the area's other screens: the panels now live in shared/ui. */
export { LoadFailed, Loading } from '../../shared/ui/StatePanels';
