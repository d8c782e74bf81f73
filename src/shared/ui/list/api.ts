/**
 * The list pieces' own calls: saved filters (through the typed client) and the
 * streamed export (a plain fetch: the response is a file read chunk by chunk for
 * the progress bar, and the bearer token rules out a link).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { api, API_BASE, unwrap } from '../../api/client';
import { ApiFailure } from '../../api/errors';
import { sessionStore } from '../../auth/session';
import { storedLang } from '../../i18n';

export type SavedFilter = components['schemas']['SavedFilter'];
export type SavedFilterList = components['schemas']['SavedFilterList'];

export const savedFilterKeys = { list: (list: SavedFilterList) => ['saved-filters', list] as const };

export function useSavedFilters(list: SavedFilterList) {
  return useQuery({
    queryKey: savedFilterKeys.list(list),
    queryFn: async () => (await unwrap(api.POST('/saved-filters/index', { body: { list } }))).data,
    staleTime: 60_000,
  });
}

export function useSaveFilter(list: SavedFilterList) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; filters: Record<string, string> }) => (await unwrap(api.POST('/saved-filters/store', { body: { list, ...input } }))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: savedFilterKeys.list(list) }),
  });
}

export function useDeleteFilter(list: SavedFilterList) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(api.POST('/saved-filters/delete/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedFilterKeys.list(list) }),
  });
}

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  rows: number;
  /** rows the server said would come (null when it did not say) */
  total: number | null;
  bytes: number;
}

/** The file name from Content-Disposition (the UTF-8 one when given). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!);
    } catch {
      /* fall through to the ASCII name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Counts row ends in a byte stream (a CSV line end, or an XLSX row's closing tag), across chunk borders. */
export function rowCounter(format: ExportFormat) {
  const needle = new TextEncoder().encode(format === 'csv' ? '\n' : '</row>');
  let carry = new Uint8Array(0);
  return (chunk: Uint8Array): number => {
    const buf = new Uint8Array(carry.length + chunk.length);
    buf.set(carry);
    buf.set(chunk, carry.length);
    let n = 0;
    outer: for (let i = 0; i + needle.length <= buf.length; i++) {
      for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) continue outer;
      n++;
      i += needle.length - 1;
    }
    carry = buf.slice(Math.max(0, buf.length - (needle.length - 1)));
    return n;
  };
}

/**
 * Export a list: POST its body to `path?format=…`, read the streamed file, report progress
 * (rows counted against X-Row-Count; the heading row is not counted) and hand back the file.
 */
export async function downloadExport(path: string, format: ExportFormat, body: object, onProgress: (p: ExportProgress) => void, signal?: AbortSignal): Promise<{ blob: Blob; name: string }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': storedLang() };
  const token = sessionStore.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}?format=${format}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiFailure(0, 'errors.network');
  }
  if (!res.ok || !res.body) {
    const err = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiFailure(res.status, err.message ?? 'errors.generic', err.code);
  }
  const totalHeader = res.headers.get('x-row-count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const count = rowCounter(format);
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let ends = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    ends += count(value);
    const rows = Math.max(0, ends - 1);
    onProgress({ rows: total === null ? rows : Math.min(rows, total), total, bytes });
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), name: fileNameOf(res.headers.get('content-disposition'), `export.${format}`) };
}

/** Hand a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
