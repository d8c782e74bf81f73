import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/**
 * /news, /news/create, /news/update/{id}: the staff's screens, each checking its own permission.
 * /news/read/{id}: a news item to read, for every signed-in user (the dashboard's cards open it); staff open it from
 * the list too — it is the news item's page.
 */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '/news',
      handle: h('news:titles.list', 'news-index'),
      children: [
        { index: true, lazy: screen(() => import('./NewsPage')) },
        { path: 'create', handle: h('news:titles.create', 'news-create'), lazy: screen(() => import('./NewsItemFormPage')) },
        { path: 'update/:id', handle: h('news:titles.edit', 'news-update'), lazy: screen(() => import('./NewsItemFormPage')) },
      ],
    },
    { path: '/news/read/:id', handle: h('news:titles.read'), lazy: screen(() => import('./NewsReadPage')) },
  ],
};
