import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** /invoices, /invoices/create, /invoices/edit/{id}, /invoices/details/{id}, /invoices/{id} (spec 001 §2): each checks its own permission (§6). */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/invoices',
      handle: h('invoices:titles.list', 'clearance-invoices-index'),
      children: [
        { index: true, lazy: screen(() => import('./InvoicesPage')) },
        { path: 'create', handle: h('invoices:titles.create', 'invoices-create'), lazy: screen(() => import('./InvoiceFormPage')) },
        { path: 'edit/:id', handle: h('invoices:titles.edit', 'invoices-update'), lazy: screen(() => import('./InvoiceFormPage')) },
        { path: 'details/:id', handle: h('invoices:titles.view', 'invoices-details'), lazy: screen(() => import('./InvoiceViewPage')) },
        { path: ':id', handle: h('invoices:titles.print', 'invoices-details'), lazy: screen(() => import('./InvoicePrintPage')) },
      ],
    },
  ],
};
