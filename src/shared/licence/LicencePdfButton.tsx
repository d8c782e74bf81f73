/**
 * The licence as the server prints it (server/licence/pdf.ts), downloaded under its number: one button for
 * every licence kind. The file is fetched with the session (it is not a public link) and saved from a blob.
 */
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { ApiFailure, isApiFailure } from '../api/errors';
import { notify } from '../ui/notify';
import type { Label } from '../../../shared/label';
import { saveFile } from '../ui/list/api';

/** The PDF calls, one per licence kind (the contract's license/{id}/pdf). */
export type LicencePdfCall =
  | '/general/orders/license/{id}/pdf'
  | '/general/location-orders/license/{id}/pdf'
  | '/simple-readiness-license/license/{id}/pdf'
  | '/general/temp_license_order/license/{id}/pdf'
  | '/general/licenseCarOrder/license/{id}/pdf'
  | '/general/vehicle-entry-permit-orders/file/{id}/pdf'
  | '/general/invoices/pdf/{id}';

export async function fetchLicencePdf(call: LicencePdfCall, id: number, fallback: string): Promise<Blob> {
  const { data, response } = await api.GET(call as '/general/orders/license/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });
  if (!response.ok || !data) {
    let body: { message?: string } = {};
    try {
      body = (await response.clone().json()) as { message?: string };
    } catch {
      // not JSON: the generic message
    }
    throw new ApiFailure(response.status, body.message ?? fallback);
  }
  return data as unknown as Blob;
}

/** The button's words, here rather than in the first screen's texts (the login page's byte budget). */
const WORDS = {
  download: { ar: 'تنزيل PDF', en: 'Download PDF' },
  failed: { ar: 'تعذر تنزيل الملف', en: 'The file could not be downloaded' },
} satisfies Record<string, Label>;

export function LicencePdfButton({ call, id, number, disabled }: { call: LicencePdfCall; id: number; number: string; disabled?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const pdf = useMutation({
    mutationFn: () => fetchLicencePdf(call, id, WORDS.failed[lang]),
    onSuccess: (blob) => saveFile(blob, `${number}.pdf`),
    onError: (e) => notify('danger', isApiFailure(e) && e.message ? e.message : WORDS.failed[lang]),
  });
  return <Button type="button" icon="pi pi-download" label={WORDS.download[lang]} loading={pdf.isPending} disabled={disabled} onClick={() => pdf.mutate()} data-testid="licence-pdf" />;
}
