/**
 * The dashboard's latest news (`POST /general/news/read`, every signed-in user): cards of the main image, the
 * title, the date (Gregorian and Hijri) and the type, each a link to /news/read/{id}. Six at first; "More news"
 * brings six more while there are more. Loading, empty and failed states of their own, so the dashboard stands.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Auto } from '../../shared/ui/Bdi';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { useLatestNews } from './api';
import { NewsImage, NewsTypeTag } from './NewsMedia';
import './news.css';

const STEP = 6;

export function LatestNews() {
  const { t, i18n } = useTranslation('news');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const [shown, setShown] = useState(STEP);
  const news = useLatestNews(shown);
  return (
    <section className="latest-news" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="latest-news-title">
        {t('read.latest')}
      </h2>
      {news.isPending ? (
        <ul className="news-cards" aria-busy="true" aria-label={t('read.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="news-card">
              <Skeleton height="9rem" />
              <Skeleton height="1.2rem" width="80%" className="news-gap" />
            </li>
          ))}
        </ul>
      ) : news.isError ? (
        <LoadFailed error={news.error} title={t('read.failed')} onRetry={() => void news.refetch()} />
      ) : !news.data.data.length ? (
        <p className="state-panel muted">{t('read.empty')}</p>
      ) : (
        <>
          <ul className="news-cards">
            {news.data.data.map((item) => (
              <li key={item.id} className="news-card" data-news={item.id}>
                <Link to={`/news/read/${item.id}`} className="news-card-link">
                  <NewsImage item={item} className="news-card-image" />
                  <span className="news-card-body">
                    <NewsTypeTag type={item.news_type} />
                    <Auto className="news-card-title">{item.news_title}</Auto>
                    <span className="news-card-date muted">
                      <time dateTime={item.created_at}>
                        <bdi dir="ltr" className="news-nowrap">
                          {formatDate(item.created_at)}
                        </bdi>{' '}
                        · <span className="news-nowrap">{formatHijri(item.created_at, lang)}</span>
                      </time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {news.data.total > news.data.data.length && shown < 100 && (
            <Button type="button" className="news-more" outlined icon="pi pi-angle-down" label={t('read.more')} loading={news.isFetching} onClick={() => setShown((n) => Math.min(n + STEP, 100))} />
          )}
        </>
      )}
    </section>
  );
}
