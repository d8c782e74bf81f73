/**
 * /news/read/{id}: a news item as every signed-in user reads it (`GET /general/news/read/{id}`): the title, the date
 * (Gregorian and Hijri) and the type; the main image; the description; the video with the browser's own controls (a
 * video item); the other images as a gallery, each opening full size. Staff holding `news-update` get "Edit".
 */
import { Link, useParams } from 'react-router';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { StoredImage } from '../../shared/ui/StoredFile';
import { useReadNewsItem } from './api';
import { NewsImage, NewsTypeTag, NewsVideo } from './NewsMedia';
import './news.css';

export default function NewsReadPage() {
  const { t, i18n } = useTranslation('news');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const record = useReadNewsItem(valid ? id : null);
  const back = (
    <Link to="/dashboard" className="p-button p-button-outlined">
      <i className="pi pi-arrow-right news-back-icon" aria-hidden /> {t('read.back')}
    </Link>
  );
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.read')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          {back}
        </div>
      </>
    );
  }
  if (record.isError)
    return (
      <>
        <PageHeader title={t('titles.read')} />
        <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
      </>
    );
  if (record.isPending)
    return (
      <div aria-busy="true" aria-label={t('read.loading')}>
        <Skeleton height="2rem" width="50%" />
        <Skeleton height="16rem" className="news-gap" />
      </div>
    );
  const item = record.data;
  return (
    <article className="news-read" data-news={item.id}>
      <PageHeader
        title={item.news_title}
        subtitle={`${formatDate(item.created_at)} — ${formatHijri(item.created_at, lang)}`}
        actions={
          <>
            {hasPermission(session, 'news-update') && (
              <Link to={`/news/update/${item.id}`} className="p-button p-button-outlined">
                <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
              </Link>
            )}
            {back}
          </>
        }
      />
      <div className="news-read-meta">
        <NewsTypeTag type={item.news_type} />
      </div>
      <NewsImage item={item} className="news-read-image" alt={t('read.mainImage', { title: item.news_title })} />
      {/* the paragraph takes the direction of what was written, so an Arabic item reads from the right in English too */}
      <p className="news-read-text" dir="auto">
        {item.news_description}
      </p>
      {item.news_type === 'video' && item.news_video && (
        <section aria-labelledby="news-video-title" className="news-read-section">
          <h2 id="news-video-title">{t('fields.news_video')}</h2>
          <NewsVideo video={item.news_video} label={t('read.videoOf', { title: item.news_title })} />
        </section>
      )}
      {item.other_news_image.length > 0 && (
        <section aria-labelledby="news-gallery-title" className="news-read-section">
          <h2 id="news-gallery-title">{t('read.gallery')}</h2>
          <ul className="news-gallery">
            {item.other_news_image.map((file, i) => (
              <li key={file.id}>
                <StoredImage url={file.url} alt={t('read.imageN', { n: i + 1, count: item.other_news_image.length })} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
