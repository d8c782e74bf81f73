import type { Label } from '../../../shared/label';

/** Messages only the roles API sends. */
export const roleMessages = {
  'roles.created': { ar: 'تمت إضافة الدور', en: 'The role was created' },
  'roles.updated': { ar: 'تم تعديل الدور', en: 'The role was updated' },
  'roles.deleted': { ar: 'تم حذف الدور', en: 'The role was deleted' },
  'roles.notFound': { ar: 'الدور غير موجود', en: 'The role was not found' },
  'roles.system': {
    ar: 'دور مدير النظام مدمج: يملك جميع الصلاحيات دائماً ولا يمكن تعديله أو حذفه',
    en: 'The administrator role is built in: it always holds every permission and cannot be changed or deleted',
  },
  'roles.adminPermissionForNonStaff': {
    ar: 'صلاحيات الإدارة (المستخدمون والأدوار والتحالفات وصندوق الرسائل) لا تُمنح إلا في أدوار حسابات مدير النظام وكدانة؛ أزلها أو اقصر الدور على هذين النوعين',
    en: 'Administration permissions (users, roles, alliances, the outbox) may only be in roles for administrator and Kidana accounts: remove them or limit the role to those types',
  },
  'roles.typeHeld': {
    ar: 'حسابات من نوع أزلته تحمل هذا الدور؛ أزل الدور منها أولاً',
    en: 'Accounts of a type you removed hold this role: take the role off them first',
  },
  'roles.inUse': {
    ar: 'لا يمكن حذف هذا الدور لأن {count} من الحسابات تحمله؛ أزله من هذه الحسابات أولاً',
    en: 'This role cannot be deleted: {count} account(s) hold it. Take it off those accounts first',
  },
} as const satisfies Record<string, Label>;
