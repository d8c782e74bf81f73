/**
 * Opening stored files (`/api/files/{id}`, as the contract's StoredFile and the
 * User schema's signature and stamp give them). The API needs the bearer token, so
 * a plain link cannot fetch them: the file is read through the API client and
 * shown from a blob URL.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { ApiFailure } from '../api/errors';
import { i18n } from '../i18n';
import { notifyFailure } from './notify';
import './StoredFile.css';

/** The file id of an `/api/files/{id}` URL. */
export function fileIdOf(url: string): number | null {
  const m = /\/files\/(\d+)(?:[?#]|$)/.exec(url);
  return m ? Number(m[1]) : null;
}

export async function fetchStoredFile(url: string): Promise<Blob> {
  const id = fileIdOf(url);
  if (!id) throw new ApiFailure(404, i18n.t('errors.generic'));
  const { data, response } = await api.GET('/files/{id}', { params: { path: { id } }, parseAs: 'blob' });
  if (!response.ok || !data) {
    let body: { message?: string } = {};
    try {
      body = (await response.clone().json()) as { message?: string };
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiFailure(response.status, body.message ?? i18n.t('errors.generic'));
  }
  return data as Blob;
}

/** Open a stored file in a new tab (a download when the browser cannot show it). */
export async function openStoredFile(url: string, name: string): Promise<void> {
  // Open the tab within the click, or the browser blocks it as a pop-up.
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchStoredFile(url);
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else {
      const a = document.createElement('a');
      a.href = objectUrl;
      a.download = name;
      a.click();
    }
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

export function formatSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const n = mb >= 1 ? mb : bytes / 1024;
  const text = new Intl.NumberFormat(lang === 'en' ? 'en' : 'ar-SA-u-nu-latn', { maximumFractionDigits: 1 }).format(Math.max(n, 0.1));
  return `${text} ${mb >= 1 ? 'MB' : 'KB'}`;
}

/** A stored file's name as a button that opens it. */
export function FileLink({ url, name, size }: { url: string; name: string; size?: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      link
      size="small"
      icon="pi pi-paperclip"
      className="file-link"
      loading={busy}
      onClick={() => {
        setBusy(true);
        openStoredFile(url, name)
          .catch(notifyFailure)
          .finally(() => setBusy(false));
      }}
    >
      <bdi>{name}</bdi>
      {size !== undefined && (
        <span className="muted file-size" dir="ltr">
          ({formatSize(size, i18n.language)})
        </span>
      )}
    </Button>
  );
}

/** A stored image shown in place (a stamp, an ID photo). */
export function StoredImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const blob = useQuery({ queryKey: ['stored-file', url], queryFn: () => fetchStoredFile(url), staleTime: 5 * 60_000 });
  const src = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  return src ? <img src={src} alt={alt} className={className} /> : null;
}
