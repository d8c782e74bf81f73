/**
 * The demo population beyond the named accounts: enough realistic companies,
 * applications, alliances and notifications to make every list worth paging.
 * Deterministic: the same data on every fresh start.
 */
import type { NoticeKey, NoticeParams } from '../features/notifications/texts';

export interface CompanySeed {
  name: string;
  company: string;
  email: string;
  /** a login name under 20 characters (shared/limits.ts) */
  username: string;
  phone: string;
  typeCode: 'service_provider' | 'design_office' | 'contractor' | 'consultant' | 'sharer' | 'raft_company' | 'raft_office' | 'gov';
  status: 'active' | 'pending' | 'review' | 'rejected' | 'disabled';
  rejectReason?: string;
  crNumber: string;
  unifiedNumber: string;
  vatNumber: string;
  /** days ago the account was registered */
  ageDays: number;
}

const providerNames = [
  ['الأمانة', 'Al-Amana'],
  ['البركة', 'Al-Baraka'],
  ['الحرمين', 'Al-Haramain'],
  ['المروة', 'Al-Marwa'],
  ['الصفا', 'Al-Safa'],
  ['زمزم', 'Zamzam'],
  ['طيبة', 'Taiba'],
  ['الإحسان', 'Al-Ihsan'],
  ['الرحاب', 'Al-Rehab'],
  ['الفرقان', 'Al-Furqan'],
  ['السنابل', 'Al-Sanabel'],
  ['الوفاء', 'Al-Wafa'],
  ['النخبة', 'Al-Nukhba'],
  ['المشاعر', 'Al-Mashaer'],
  ['الهدى', 'Al-Huda'],
  ['الريادة', 'Al-Riyada'],
  ['الأصالة', 'Al-Asala'],
  ['اليسر', 'Al-Yusr'],
  ['التيسير', 'Al-Tayseer'],
  ['الإتقان', 'Al-Itqan'],
  ['الرضوان', 'Al-Ridwan'],
  ['الفجر', 'Al-Fajr'],
  ['السكينة', 'Al-Sakina'],
  ['الضياء', 'Al-Diyaa'],
  ['المنار', 'Al-Manar'],
  ['الكوثر', 'Al-Kawthar'],
  ['الأنوار', 'Al-Anwar'],
  ['السلسبيل', 'Al-Salsabil'],
  ['الجود', 'Al-Jood'],
  ['الإيمان', 'Al-Iman'],
  ['الرحمة', 'Al-Rahma'],
  ['البشائر', 'Al-Bashaer'],
  ['الميقات', 'Al-Miqat'],
  ['عرفات', 'Arafat'],
  ['الخيف', 'Al-Khaif'],
  ['النمرة', 'Namira'],
  ['التقوى', 'Al-Taqwa'],
  ['الندى', 'Al-Nada'],
  ['الغيث', 'Al-Ghaith'],
  ['الأفق', 'Al-Ufuq'],
  ['الصفوة', 'Al-Safwa'],
  ['المسك', 'Al-Misk'],
] as const;

const kinds: Array<{ typeCode: CompanySeed['typeCode']; ar: string; en: string }> = [
  { typeCode: 'service_provider', ar: 'شركة {n} لخدمات الحجاج', en: '{e} Pilgrim Services' },
  { typeCode: 'design_office', ar: 'مكتب {n} للاستشارات الهندسية', en: '{e} Engineering Consultants' },
  { typeCode: 'contractor', ar: 'مؤسسة {n} للمقاولات', en: '{e} Contracting' },
  { typeCode: 'consultant', ar: 'دار {n} للإشراف الهندسي', en: '{e} Supervision House' },
  { typeCode: 'sharer', ar: 'شركة {n} المشاركة', en: '{e} Partners' },
  { typeCode: 'raft_company', ar: 'شركة {n} للرفادة', en: '{e} Rifada Company' },
];

const rejectReasons = [
  'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول',
  'صورة هوية المالك غير واضحة',
  'شهادة ضريبة القيمة المضافة لا تطابق الرقم المدخل',
  'The classification licence is missing; please attach it',
  'رقم الجوال غير مطابق لبيانات المفوض',
];

/** A deterministic pseudo-random sequence, so the demo data is the same on every start. */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

/** the account kind in a demo username (alamana_sp): short, so every username stays under 20 characters */
const kindAbbr: Record<string, string> = { service_provider: 'sp', design_office: 'do', contractor: 'ct', consultant: 'cs', sharer: 'sh', raft_company: 'rc' };

export function demoCompanies(): CompanySeed[] {
  const rand = sequence(1448);
  const out: CompanySeed[] = [];
  let i = 0;
  // status plan, from the end of the list: 46 pending, 6 resubmitted (review), 5 rejected, 3 disabled; the first companies are active
  const plan: CompanySeed['status'][] = [...Array(46).fill('pending'), ...Array(6).fill('review'), ...Array(5).fill('rejected'), ...Array(3).fill('disabled')];
  const total = providerNames.reduce((sum, _n, idx) => sum + (idx % 3 === 0 ? 3 : 2), 0);
  for (const [n, e] of providerNames) {
    for (const k of kinds.slice(0, i % 3 === 0 ? 3 : 2)) {
      const status = plan[total - 1 - out.length] ?? 'active';
      const slug = `${e.toLowerCase().replace(/[^a-z]/g, '')}.${k.typeCode.replace('_', '')}`;
      const username = `${e.toLowerCase().replace(/[^a-z]/g, '')}_${kindAbbr[k.typeCode]}`;
      const seedRow: CompanySeed = {
        name: `${k.typeCode === 'service_provider' ? 'شركة' : k.typeCode === 'design_office' ? 'مكتب' : 'مؤسسة'} ${n}`,
        company: i % 4 === 3 ? k.en.replace('{e}', e) : k.ar.replace('{n}', n),
        email: `${slug}@example.sa`,
        username,
        phone: `9665${digits(rand, 8)}`,
        typeCode: k.typeCode,
        status,
        crNumber: `40${digits(rand, 8)}`,
        unifiedNumber: `7${digits(rand, 9)}`,
        vatNumber: `3${digits(rand, 13)}3`,
        ageDays: Math.floor(rand() * 60),
      };
      if (status === 'rejected') seedRow.rejectReason = rejectReasons[out.length % rejectReasons.length]!;
      out.push(seedRow);
    }
    i++;
  }
  return out;
}

export const demoAlliances = [
  { name: 'تحالف الضيافة', leader: 'provider@mashaer.test', members: ['sharer@mashaer.test', 'albaraka.serviceprovider@example.sa', 'alharamain.serviceprovider@example.sa'] },
  {
    name: 'تحالف مكة للخدمات',
    leader: 'almarwa.serviceprovider@example.sa',
    members: ['alsafa.serviceprovider@example.sa', 'zamzam.serviceprovider@example.sa', 'taiba.serviceprovider@example.sa', 'alihsan.serviceprovider@example.sa'],
  },
  { name: 'Al-Furqan Alliance', leader: 'alfurqan.serviceprovider@example.sa', members: ['alsanabel.serviceprovider@example.sa', 'alwafa.serviceprovider@example.sa'] },
];

export interface NotificationSeed {
  to: string;
  /** one of the portal's notices, with its parameters (stored in both languages) */
  notice: NoticeKey;
  params?: NoticeParams;
  link: string | null;
  seen: boolean;
  hoursAgo: number;
}

export function demoNotifications(pendingNames: string[]): NotificationSeed[] {
  const out: NotificationSeed[] = [];
  pendingNames.slice(0, 14).forEach((name, i) => out.push({ to: 'admin@mashaer.test', notice: 'registration.pending', params: { name }, link: '/users/request', seen: i > 5, hoursAgo: i * 5 + 1 }));
  out.push({ to: 'admin@mashaer.test', notice: 'registration.resubmitted', link: '/users/request', seen: false, hoursAgo: 3 });
  out.push({ to: 'admin@mashaer.test', notice: 'alliance.updated', params: { alliance: 'تحالف الضيافة' }, link: '/alliances', seen: true, hoursAgo: 50 });
  const provider: Array<[NoticeKey, NoticeParams, string | null]> = [
    ['appointment.set', { camp: 12, square: 3 }, '/dashboard'],
    ['appointment.confirmed', { day: 4 }, '/dashboard'],
    ['pledge.reminder', {}, '/dashboard'],
    ['alliance.leader', { alliance: 'تحالف الضيافة' }, '/alliances'],
    ['profile.updated', {}, '/profile'],
    ['questionnaire.soon', {}, null],
    ['cr.expiring', { days: 30 }, '/profile'],
    ['vehiclePermit.approved', {}, '/dashboard'],
    ['readiness.received', {}, '/dashboard'],
    ['sadad.invoice', {}, '/dashboard'],
    ['locationOrder.contractor', {}, '/dashboard'],
    ['order.designNote', {}, '/dashboard'],
  ];
  provider.forEach(([notice, params, link], i) => out.push({ to: 'provider@mashaer.test', notice, params, link, seen: i >= 4, hoursAgo: i * 9 + 2 }));
  for (const who of ['kdana@mashaer.test', 'gov@mashaer.test', 'design@mashaer.test', 'raft@mashaer.test', 'sharer@mashaer.test', 'employee@mashaer.test']) {
    out.push({ to: who, notice: 'welcome', params: { season: 1448 }, link: '/dashboard', seen: false, hoursAgo: 72 });
    out.push({ to: who, notice: 'profile.updated', link: '/profile', seen: true, hoursAgo: 71 });
  }
  return out;
}

export interface NotificationSendSeed {
  /** as an administrator writes it: Arabic, and English when they add it */
  message: string;
  messageEn: string | null;
  link: string | null;
  typeCode: string;
  /** every active account of the type, or the chosen accounts (of that type) */
  to: 'type' | string[];
  hoursAgo: number;
}

/** The administrator's earlier sends, for /notifications' sent list; oldest first, as they were sent. */
export function demoNotificationSends(): NotificationSendSeed[] {
  return [
    {
      message: 'اجتماع تنسيقي لقادة التحالفات يوم الأحد الساعة 10 صباحاً',
      messageEn: 'Coordination meeting for alliance leaders on Sunday at 10 a.m.',
      link: '/alliances',
      typeCode: 'service_provider',
      to: ['provider@mashaer.test', 'almarwa.serviceprovider@example.sa', 'alfurqan.serviceprovider@example.sa'],
      hoursAgo: 80,
    },
    {
      message: 'المكاتب الهندسية: تبدأ نافذة المراجعة الاستشارية لطلبات المواقع يوم الأحد',
      messageEn: 'Design offices: the consulting review window for location orders opens on Sunday',
      link: null,
      typeCode: 'design_office',
      to: 'type',
      hoursAgo: 54,
    },
    // written in Arabic only: English readers see it as written
    { message: 'يرجى استكمال رفع التعهدات قبل موعد تسليم المخيمات', messageEn: null, link: '/dashboard', typeCode: 'service_provider', to: 'type', hoursAgo: 30 },
  ];
}
