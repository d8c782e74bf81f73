/** The camp dossier's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const campDossierMessages: Record<string, Label> = {
  'campDossier.shown': { ar: 'تم جلب ملف المخيم', en: 'Camp dossier retrieved' },
};
