/**
 * The dashboard's news bar: the visible items (`GET /general/news-bar/visible`, every signed-in user) as a calm
 * strip — no motion at all, so nothing to pause and nothing for prefers-reduced-motion to stop. Items wrap on a narrow
 * screen. An item with a link is one: a portal path opens in place, an http(s) address in a new tab (said to screen
 * readers). Nothing shows when no item is visible; a failure says so quietly with a retry, and the dashboard stands.
 */
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Auto } from '../../shared/ui/Bdi';
import { useVisibleNewsBar, type NewsBarEntry } from './api';
import './newsBar.css';

function Item({ item }: { item: NewsBarEntry }) {
  const { t } = useTranslation('newsBar');
  if (!item.link) return <Auto>{item.value}</Auto>;
  if (item.link.startsWith('/'))
    return (
      <Link to={item.link}>
        <Auto>{item.value}</Auto>
      </Link>
    );
  return (
    <a href={item.link} target="_blank" rel="noopener noreferrer">
      <Auto>{item.value}</Auto>
      <i className="pi pi-external-link news-bar-external" aria-hidden />
      <span className="visually-hidden">{t('bar.newTab')}</span>
    </a>
  );
}

export function NewsTicker() {
  const { t } = useTranslation('newsBar');
  const bar = useVisibleNewsBar();
  if (bar.isPending)
    return (
      <div className="news-bar" aria-busy="true" aria-label={t('bar.label')}>
        <Skeleton height="1.25rem" width="60%" />
      </div>
    );
  if (bar.isError)
    return (
      <div className="news-bar news-bar-failed" role="status">
        <span className="muted">{t('bar.failed')}</span>
        <Button type="button" size="small" text icon="pi pi-refresh" label={t('bar.retry')} onClick={() => void bar.refetch()} />
      </div>
    );
  if (!bar.data.length) return null;
  return (
    <section className="news-bar" aria-label={t('bar.label')}>
      <span className="news-bar-title">
        <i className="pi pi-megaphone" aria-hidden /> {t('bar.title')}
      </span>
      <ul className="news-bar-items">
        {bar.data.map((item) => (
          <li key={item.id}>
            <Item item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
