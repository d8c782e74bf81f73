import type { FeatureRoutes } from '../../app/routing';

/** This area's screens, added as they are built. */
export const routes: FeatureRoutes = {};
