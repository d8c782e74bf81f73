/** User types for stories, shaped as the contract's schemas: the code's account types, one renamed. */
import type { components } from '../../openapi/schema';
import { accountTypes } from '../../shared/accountTypes';

type Row = components['schemas']['Type'];

export const typesRows: Row[] = accountTypes.map((x) => ({ id: x.id, code: x.code, name: x.label.ar, name_en: x.label.en, version: 1, updated_at: '2026-11-01T08:00:00Z' }));
// one an administrator renamed: the list shows when
typesRows[8] = { ...typesRows[8]!, name: 'مقاول تنفيذ', name_en: 'Building contractor', version: 2, updated_at: '2026-11-20T09:30:00Z' };
