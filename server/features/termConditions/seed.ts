/**
 * Reference data: the terms and conditions each non-administrator account type acknowledges,
 * in Arabic and English. Every database needs them (an account cannot acknowledge a text that
 * does not exist), so they are written on every start, but only where a type has none yet: an
 * administrator's edits are never overwritten, and a type the code adds later gets its text.
 * One statement. Each text is the general clauses every account accepts plus the clause of its
 * type's own obligations.
 */
import type { Tx } from '../../db/client';
import { accountTypes, ADMIN_TYPE_ID, type AccountTypeCode } from '../../../shared/accountTypes';
import { termConditions } from './table';

const GENERAL_AR = [
  'أولاً: تُستخدم بوابة المشاعر لأغراض تسليم المخيمات في مشعر مزدلفة وترخيصها وخدمات الموسم فقط، ويُعد كل إجراء يتم من خلال حسابك صادراً منك.',
  'ثانياً: يلتزم صاحب الحساب بصحة البيانات والمستندات المرفوعة وتحديثها عند تغيرها، ويتحمل مسؤولية أي بيانات غير صحيحة.',
  'ثالثاً: كلمة المرور شخصية ولا يجوز مشاركتها، ويجب إبلاغ الإدارة فور الاشتباه في أي استخدام غير مصرح به للحساب.',
  'رابعاً: يلتزم صاحب الحساب بالأنظمة والتعليمات الصادرة من الجهات المختصة خلال موسم الحج، وبالمواعيد المحددة في البوابة.',
  'خامساً: يحق للإدارة تعليق الحساب أو إيقافه عند مخالفة هذه الشروط، مع حفظ سجل بكل إجراء.',
];
const GENERAL_EN = [
  '1. The Mashaer portal is used only for handing over, licensing and servicing the camps of Muzdalifah; every action taken through your account is yours.',
  '2. The account holder is responsible for the accuracy of the data and documents uploaded, and keeps them up to date.',
  '3. The password is personal and must not be shared; report any suspected unauthorised use of the account to the administration at once.',
  '4. The account holder follows the regulations and instructions of the competent authorities during the Hajj season, and the dates set in the portal.',
  '5. The administration may suspend or disable an account that breaks these terms; every action is recorded.',
];

/** Each type's own clause and its title, in both languages. */
const OWN: Record<Exclude<AccountTypeCode, 'admin'>, { title: [string, string]; clause: [string, string] }> = {
  service_provider: {
    title: ['شروط وأحكام مقدمي الخدمة', 'Terms for service providers'],
    clause: [
      'سادساً: يلتزم مقدم الخدمة باستلام المخيم المخصص له في الموعد المحدد، والمحافظة على مرافقه وتسليمه بحالته عند انتهاء الموسم، وتحمل تكلفة أي تلفيات.',
      '6. The service provider takes over the assigned camp on the appointed date, keeps its facilities in good order, hands it back in the same condition at the end of the season, and bears the cost of any damage.',
    ],
  },
  gov: {
    title: ['شروط وأحكام الجهات الحكومية', 'Terms for government entities'],
    clause: [
      'سادساً: تستخدم الجهة الحكومية البوابة لطلبات المواقع والخدمات الخاصة بمهامها الرسمية فقط، ويكون مسؤول الحساب مفوضاً من جهته.',
      '6. The government entity uses the portal only for the location orders and services of its official duties; the account holder is authorised by the entity.',
    ],
  },
  raft_office: {
    title: ['شروط وأحكام مكاتب رافة (مراكز الخدمة)', 'Terms for Raft offices (service centres)'],
    clause: [
      'سادساً: يلتزم مكتب رافة بمتابعة جاهزية المخيمات التابعة له ورفع تقارير الجاهزية والمخالفات في وقتها.',
      '6. The Raft office follows the readiness of its camps and files the readiness and violation reports on time.',
    ],
  },
  raft_company: {
    title: ['شروط وأحكام شركات رافة', 'Terms for Raft companies'],
    clause: [
      'سادساً: تلتزم شركة رافة بتنفيذ الأعمال المسندة إليها وفق المخططات المعتمدة واشتراطات الدفاع المدني.',
      '6. The Raft company carries out the works assigned to it according to the approved plans and the civil defence requirements.',
    ],
  },
  design_office: {
    title: ['شروط وأحكام المكاتب الهندسية', 'Terms for design offices'],
    clause: [
      'سادساً: يلتزم المكتب الهندسي بأن تكون المخططات المرفوعة معتمدة وموقعة من مهندس مسجل في الهيئة السعودية للمهندسين.',
      '6. The design office uploads only plans approved and signed by an engineer registered with the Saudi Council of Engineers.',
    ],
  },
  kdana: {
    title: ['شروط وأحكام منسوبي كدانة', 'Terms for Kidana staff'],
    clause: [
      'سادساً: يلتزم منسوب كدانة بسرية بيانات المستفيدين وعدم استخدامها لغير أغراض العمل، وبالصلاحيات الممنوحة له فقط.',
      '6. Kidana staff keep the beneficiaries’ data confidential, use it only for their work, and act only within the permissions granted to them.',
    ],
  },
  sharer: {
    title: ['شروط وأحكام الشركاء', 'Terms for sharers'],
    clause: [
      'سادساً: يلتزم الشريك بحدود المشاركة المتفق عليها في المخيم، وتبقى المسؤولية أمام الإدارة على مقدم الخدمة صاحب التخصيص.',
      '6. The sharer keeps to the agreed share of the camp; the service provider holding the assignment remains answerable to the administration.',
    ],
  },
  contractor: {
    title: ['شروط وأحكام المقاولين', 'Terms for contractors'],
    clause: [
      'سادساً: يلتزم المقاول باشتراطات السلامة في مواقع العمل، وتوفير العمالة المؤهلة، وإزالة المخلفات عند انتهاء الأعمال.',
      '6. The contractor follows the safety requirements on site, provides qualified labour, and clears all waste when the works end.',
    ],
  },
  consultant: {
    title: ['شروط وأحكام الاستشاريين', 'Terms for consultants'],
    clause: [
      'سادساً: يلتزم الاستشاري بالإشراف على الأعمال ومطابقتها للمخططات المعتمدة، ورفع تقارير الإشراف في مواعيدها.',
      '6. The consultant supervises the works, checks them against the approved plans, and files the supervision reports on time.',
    ],
  },
};

export async function reference(tx: Tx): Promise<void> {
  const rows = accountTypes
    .filter((t) => t.id !== ADMIN_TYPE_ID)
    .map((t) => {
      const own = OWN[t.code as Exclude<AccountTypeCode, 'admin'>];
      return { typeId: t.id, title: own.title[0], titleEn: own.title[1], body: [...GENERAL_AR, own.clause[0]].join('\n\n'), bodyEn: [...GENERAL_EN, own.clause[1]].join('\n\n') };
    });
  // a type that has its text keeps it as the administrator left it
  await tx.insert(termConditions).values(rows).onConflictDoNothing({ target: termConditions.typeId });
}
