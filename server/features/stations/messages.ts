/** The stations area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { stationRuleMessages } from '../../../shared/rules/stations';

export const stationsMessages: Record<string, Label> = {
  ...stationRuleMessages,
  'stations.list': { ar: 'تم جلب المحطات', en: 'Stations retrieved' },
  'stations.created': { ar: 'تمت إضافة المحطة بنجاح', en: 'Station created' },
  'stations.updated': { ar: 'تم تعديل المحطة بنجاح', en: 'Station updated' },
  'stations.deleted': { ar: 'تم حذف المحطة بنجاح', en: 'Station deleted' },
  'stations.missing': { ar: 'المحطة غير موجودة', en: 'No such station' },
  'stations.squareIdMissing': { ar: 'المربع: الخيار المحدد غير موجود', en: 'The selected square does not exist' },
};
