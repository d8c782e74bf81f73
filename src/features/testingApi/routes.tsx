import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /testing-api: admin-only (spec 000 §2, the admin guard sends anyone else to /dashboard). */
export const routes: FeatureRoutes = {
  portal: [{ path: '/testing-api', handle: h('testingApi:title', undefined, { admin: true }), lazy: screen(() => import('./TestingApiPage')) }],
};
