import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

export const routes: FeatureRoutes = {
  guest: [
    { path: '/login', handle: h('titles.login'), lazy: screen(() => import('./LoginPage')) },
    { path: '/register', handle: h('titles.register'), lazy: screen(() => import('./RegisterPage')) },
    { path: '/reset_password', handle: h('titles.resetRequest'), lazy: screen(() => import('./ResetRequestPage')) },
    { path: '/reset', handle: h('titles.reset'), lazy: screen(() => import('./ResetPasswordPage')) },
  ],
  registration: [
    { path: '/register-forms', handle: h('titles.registerForms'), lazy: screen(() => import('./ApplicantFormsPage')) },
    { path: '/complete-register-forms', handle: h('titles.completeRegisterForms'), lazy: screen(() => import('./ApplicantFormsPage')) },
  ],
};
