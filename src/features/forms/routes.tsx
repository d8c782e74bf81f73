import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /forms (list, create, update/{id}, {id}, questions-price/{id}) and /temp-licenses-forms (list, create,
 * update/{id}, {id}): the same screens, each checking its own permission.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/forms',
      handle: h('forms:titles.list', 'form-index'),
      children: [
        { index: true, lazy: screen(() => import('./FormsPage')) },
        { path: 'create', handle: h('forms:titles.create', 'form-create'), lazy: screen(() => import('./FormEditPage')) },
        { path: 'update/:id', handle: h('forms:titles.edit', 'form-update'), lazy: screen(() => import('./FormEditPage')) },
        { path: 'questions-price/:id', handle: h('forms:titles.prices', 'form-questions-price'), lazy: screen(() => import('./FormPricesPage')) },
        { path: ':id', handle: h('forms:titles.view', 'form-index'), lazy: screen(() => import('./FormViewPage')) },
      ],
    },
    {
      path: '/temp-licenses-forms',
      handle: h('forms:titles.tempList', 'temp-tamplate-form-index'),
      children: [
        { index: true, lazy: screen(() => import('./temp/TempLicenseFormsPage')) },
        { path: 'create', handle: h('forms:titles.tempCreate', 'temp-tamplate-form-create'), lazy: screen(() => import('./temp/TempLicenseFormEditPage')) },
        { path: 'update/:id', handle: h('forms:titles.tempEdit', 'temp-tamplate-form-update'), lazy: screen(() => import('./temp/TempLicenseFormEditPage')) },
        { path: ':id', handle: h('forms:titles.tempView', 'temp-tamplate-form-index'), lazy: screen(() => import('./temp/TempLicenseFormViewPage')) },
      ],
    },
  ],
};
