/** Alliances and candidate companies for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Alliance = components['schemas']['Alliance'];
type AllianceCompany = components['schemas']['AllianceCompany'];
type AllianceCandidate = components['schemas']['AllianceCandidate'];

const provider = { id: 2, code: 'service_provider', name: 'مقدم خدمة' };

export const company = (id: number, companyName: string, name = companyName.slice(0, 19)): AllianceCompany => ({ id, name, company_name: companyName, type_id: 2, type: provider });

export const hospitality: Alliance = {
  id: 1,
  name: 'تحالف الضيافة',
  leader_id: 3,
  get_leader: company(3, 'شركة الضيافة لخدمات الحجاج'),
  get_members: [company(3, 'شركة الضيافة لخدمات الحجاج'), company(21, 'شركة البركة لخدمات الحجاج'), company(22, 'شركة الحرمين لخدمات الحجاج'), company(8, 'شركة الرفادة المشاركة')],
  members_count: 4,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

export const furqan: Alliance = {
  id: 2,
  name: 'Al-Furqan Alliance',
  leader_id: 30,
  get_leader: company(30, 'Al-Furqan Pilgrim Services', 'شركة الفرقان'),
  get_members: [company(30, 'Al-Furqan Pilgrim Services', 'شركة الفرقان'), company(31, 'شركة السنابل لخدمات الحجاج')],
  members_count: 2,
  created_at: '2026-11-02T08:00:00Z',
  updated_at: '2026-11-02T08:00:00Z',
};

export const alliances: Alliance[] = [furqan, hospitality];

export const candidate = (id: number, companyName: string, email: string, alliance: AllianceCandidate['alliance'] = null): AllianceCandidate => ({ ...company(id, companyName), email, alliance });

export const candidates: AllianceCandidate[] = [
  candidate(40, 'شركة الأمانة لخدمات الحجاج', 'alamana.serviceprovider@example.sa'),
  candidate(41, 'شركة الرحاب لخدمات الحجاج', 'alrehab.serviceprovider@example.sa'),
  candidate(42, 'مؤسسة المروة للمقاولات', 'almarwa.contractor@example.sa'),
];
