/**
 * A news item's pictures and video as the readers see them. Stored files need the bearer token, so each is fetched
 * through the API client and shown from a blob URL (src/shared/ui/StoredFile.tsx); the video's blob takes the type
 * the server sniffed (WebM or MP4), which the file call serves as plain bytes.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { fetchStoredFile, StoredImage } from '../../shared/ui/StoredFile';
import type { NewsItem } from './api';

/** The type's tag: a badge with an icon, its name in words. */
export function NewsTypeTag({ type }: { type: NewsItem['news_type'] }) {
  const { t } = useTranslation('news');
  const icon = type === 'video' ? 'pi-video' : type === 'images' ? 'pi-images' : 'pi-file';
  return (
    <span className={`news-type news-type-${type}`} data-type={type}>
      <i className={`pi ${icon}`} aria-hidden /> {t(`types.${type}`)}
    </span>
  );
}

/** The main picture of a card or of the reading page (decorative there: the title beside it says what it is). */
export function NewsImage({ item, className, alt = '' }: { item: NewsItem; className?: string; alt?: string }) {
  if (!item.main_news_image) return <div className={`news-image-none ${className ?? ''}`} aria-hidden />;
  return <StoredImage url={item.main_news_image.url} alt={alt} className={className} />;
}

export function NewsVideo({ video, label }: { video: NonNullable<NewsItem['news_video']>; label: string }) {
  const { t } = useTranslation('news');
  const blob = useQuery({ queryKey: ['stored-file', video.url], queryFn: () => fetchStoredFile(video.url), staleTime: 5 * 60_000 });
  const src = useMemo(() => (blob.data ? URL.createObjectURL(new Blob([blob.data], { type: video.mime })) : undefined), [blob.data, video.mime]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  if (blob.isError) return <p className="muted">{t('read.videoFailed')}</p>;
  if (!src) return <Skeleton height="14rem" />;
  return (
    // no captions track: the description above says what the video shows
    <video className="news-video" controls preload="metadata" src={src} aria-label={label} />
  );
}
