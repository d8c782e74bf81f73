/**
 * Demo tickets, with the admin groups and subjects they go to (one seed for the three tables, in the order they
 * point at each other): three groups of staff, subjects open to everyone, to one account type or to named
 * accounts, and tickets in every status of the ticket machine (open, forwarded, answered, closed) in Arabic and
 * English, with their threads. The demo provider (provider@mashaer.test) has one in each status. Tickets reach
 * their status through the lifecycle (seedAt: the machine's own events, with history rows).
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { demoPdf } from '../../seed/files';
import { ticketAdminGroupMembers, ticketAdminGroups } from '../ticketAdminGroups/table';
import { ticketSubjects, ticketSubjectUsers } from '../ticketSubjects/table';
import { ticketsLifecycle } from './lifecycle';
import { ticketComments, tickets } from './table';

type NewRow = Omit<typeof tickets.$inferInsert, 'id'>;
type Line = { kind: 'comment' | 'answer' | 'forward' | 'close'; by: 'owner' | 'handler'; content?: string; group?: number };

const HOUR = 3_600_000;

/** [name, name_en, admins' e-mails] */
const GROUPS: Array<[string, string, string[]]> = [
  ['الدعم الفني للمنصة', 'Portal technical support', ['admin@mashaer.test']],
  ['فريق تسليم المخيمات — كدانة', 'Kidana camp handover team', ['kdana@mashaer.test']],
  ['الشؤون المالية والسداد', 'Finance and SADAD', ['admin@mashaer.test', 'kdana@mashaer.test']],
];

/** [subject, note, group index, type_id (null: none), allowedUsers' e-mails] */
const SUBJECTS: Array<[string, string | null, number, number | null, string[]]> = [
  ['مشكلة تقنية في المنصة', 'أعطال الصفحات ورفع الملفات', 0, null, []],
  ['Login and account access', 'Passwords, locked accounts and sessions', 0, null, []],
  ['استفسار عن موعد تسليم المخيم', null, 1, 2, []],
  ['Camp handover documents', 'Handover forms, kroky and signatures', 1, null, ['provider@mashaer.test', 'sharer@mashaer.test']],
  ['استفسار عن فواتير سداد', 'الفواتير وأوامر السداد', 2, 2, []],
  ['ملاحظات الجهات الحكومية', 'للجهات الحكومية فقط', 0, 3, []],
];

/** [owner e-mail, subject index, importance, content, status, thread] */
const TICKETS: Array<[string, number, 'low' | 'meduim' | 'height', string, 'open' | 'forwarded' | 'answered' | 'closed', Line[]]> = [
  ['provider@mashaer.test', 0, 'height', 'لا يمكن رفع ملف التعهد، تظهر رسالة خطأ عند الحفظ', 'open', [{ kind: 'comment', by: 'owner', content: 'جربنا من متصفح آخر والمشكلة مستمرة' }]],
  [
    'provider@mashaer.test',
    2,
    'meduim',
    'نرجو تأكيد موعد تسليم المخيم رقم ٤٢ في المربع الخامس',
    'answered',
    [{ kind: 'answer', by: 'handler', content: 'الموعد يوم ٥ ذو الحجة الساعة ٩ صباحاً، يرجى حضور المفوض' }],
  ],
  [
    'provider@mashaer.test',
    4,
    'low',
    'The SADAD invoice amount differs from the approved quotation',
    'forwarded',
    [
      { kind: 'answer', by: 'handler', content: 'We are checking the invoice against the camp’s handover record.' },
      { kind: 'forward', by: 'handler', group: 1 },
    ],
  ],
  [
    'provider@mashaer.test',
    1,
    'meduim',
    'Our employee account is locked after several sign-in attempts',
    'closed',
    [
      { kind: 'answer', by: 'handler', content: 'The account is unlocked; please reset the password from the sign-in page.' },
      { kind: 'comment', by: 'owner', content: 'Thank you, it works now.' },
      { kind: 'close', by: 'owner' },
    ],
  ],
  ['sharer@mashaer.test', 3, 'height', 'The handover form of our shared camp is missing the partner’s signature box', 'open', []],
  ['sharer@mashaer.test', 0, 'low', 'بطء في تحميل صفحة الطلبات خلال ساعات الذروة', 'answered', [{ kind: 'answer', by: 'handler', content: 'تمت زيادة سعة الخادم، نرجو إبلاغنا إن تكرر البطء' }]],
  [
    'gov@mashaer.test',
    5,
    'meduim',
    'نطلب تقريراً أسبوعياً بمخالفات السلامة في المخيمات',
    'closed',
    [
      { kind: 'answer', by: 'handler', content: 'سيُرسل التقرير كل يوم أحد' },
      { kind: 'close', by: 'handler' },
    ],
  ],
  ['gov@mashaer.test', 1, 'height', 'Two of our inspectors cannot sign in since this morning', 'forwarded', [{ kind: 'forward', by: 'handler', group: 1 }]],
];

export async function demo(tx: Tx, { db, idByEmail, now, files }: DemoSeedContext): Promise<void> {
  const id = (email: string) => idByEmail.get(email);
  const groups = await tx
    .insert(ticketAdminGroups)
    .values(GROUPS.map(([name, nameEn]) => ({ name, nameEn })))
    .returning({ id: ticketAdminGroups.id });
  const members = GROUPS.flatMap(([, , admins], g) => admins.map((e) => id(e)).flatMap((userId) => (userId === undefined ? [] : [{ groupId: groups[g]!.id, userId }])));
  if (members.length) await tx.insert(ticketAdminGroupMembers).values(members);
  const firstAdmin = (g: number) => id(GROUPS[g]![2][0]!) ?? null;

  const subjects = await tx
    .insert(ticketSubjects)
    .values(SUBJECTS.map(([subject, note, g, typeId]) => ({ subject, note, adminGroupId: groups[g]!.id, typeId })))
    .returning({ id: ticketSubjects.id });
  const allowed = SUBJECTS.flatMap(([, , , , emails], s) => emails.map((e) => id(e)).flatMap((userId) => (userId === undefined ? [] : [{ subjectId: subjects[s]!.id, userId }])));
  if (allowed.length) await tx.insert(ticketSubjectUsers).values(allowed);

  const lifecycle = ticketsLifecycle.on(db);
  let n = 0;
  for (const [email, s, importance, content, status, thread] of TICKETS) {
    const ownerId = id(email);
    if (ownerId === undefined) continue;
    const subjectGroup = SUBJECTS[s]![2];
    const forwardedTo = thread.find((l) => l.kind === 'forward')?.group;
    const holding = forwardedTo ?? subjectGroup;
    const created = new Date(now.getTime() - (TICKETS.length - n) * 26 * HOUR);
    n += 1;
    const row: NewRow = {
      subjectId: subjects[s]!.id,
      content,
      importanceLevel: importance,
      // every other ticket carries a screenshot of the problem, the opener's own file
      attachmentFileId: n % 2 ? await files.put(tx, `ticket-${n}.pdf`, 'application/pdf', demoPdf(`Ticket ${n}: ${content}`), ownerId) : null,
      ownerId,
      companyId: ownerId,
      groupId: groups[holding]!.id,
      status,
      createdAt: created,
      updatedAt: new Date(created.getTime() + thread.length * HOUR),
    };
    const at = (i: number) => new Date(created.getTime() + (i + 1) * HOUR);
    // a handler's line is the subject's group's up to the forward (which it sends), the holding group's after it
    const forwardAt = thread.findIndex((x) => x.kind === 'forward');
    const actor = (l: Line, i: number) => (l.by === 'owner' ? ownerId : firstAdmin(forwardAt < 0 || i <= forwardAt ? subjectGroup : holding));
    // the events that bring it to its status: the thread's lines that are steps of the machine
    const steps = thread.flatMap((l, i) => {
      const event = { comment: 'COMMENT', answer: 'ANSWER', forward: 'FORWARD', close: 'CLOSE' }[l.kind];
      const payload = l.kind === 'forward' ? { group_id: groups[l.group!]!.id } : l.content ? { content: l.content } : {};
      return [{ event, payload: () => payload, actorId: actor(l, i), at: () => at(i) }];
    });
    const [inserted] = await lifecycle.seedAt(tx, status, [row], { steps });
    const lines = thread.map((l, i) => ({
      ticketId: inserted!.id,
      kind: l.kind,
      authorId: actor(l, i),
      content: l.content ?? null,
      groupId: l.group === undefined ? null : groups[l.group]!.id,
      createdAt: at(i),
    }));
    if (lines.length) await tx.insert(ticketComments).values(lines);
  }
}
