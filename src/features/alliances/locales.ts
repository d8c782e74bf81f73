export default {
  ar: {
    titles: { list: 'التحالفات' },
    fields: {
      name: 'اسم التحالف', leader: 'قائد التحالف', members: 'الأعضاء', membersCount: 'العدد', createdAt: 'تاريخ الإنشاء',
      search: 'بحث باسم التحالف أو إحدى شركاته', member: 'الشركة',
    },
    list: {
      subtitleManage: 'شركات تجمعها قيادة واحدة؛ تنتمي كل شركة إلى تحالف واحد على الأكثر',
      subtitleMember: 'التحالفات التي تنتمي إليها شركتك أو تقودها',
      add: 'إنشاء تحالف', empty: 'لا توجد تحالفات بعد', emptyMember: 'شركتك لا تنتمي إلى أي تحالف',
      leaderBadge: 'القائد', yours: 'شركتك', count_zero: 'لا أعضاء', count_one: 'عضو واحد', count_two: 'عضوان', count_few: '{{count}} أعضاء',
      count_many: '{{count}} عضواً', count_other: '{{count}} عضو',
      rename: 'تعديل الاسم', changeLeader: 'تغيير القائد', addMember: 'إضافة عضو', dissolve: 'حل التحالف',
      removeMember: 'إزالة {{company}} من {{alliance}}',
    },
    dialogs: {
      createTitle: 'إنشاء تحالف', renameTitle: 'تعديل اسم «{{name}}»', leaderTitle: 'تغيير قائد «{{name}}»', addTitle: 'إضافة عضو إلى «{{name}}»',
      membersHint: 'ابحث بالاسم أو البريد؛ تظهر فقط الشركات غير المنتمية لتحالف', leaderHint: 'يُختار القائد من بين الأعضاء',
      leaderPlaceholder: 'اختر القائد', membersPlaceholder: 'ابحث عن شركة', memberPlaceholder: 'ابحث عن شركة',
      newLeaderHint: 'يبقى القائد الحالي عضواً في التحالف', noCompanies: 'لا توجد شركات متاحة تطابق البحث',
      create: 'إنشاء', save: 'حفظ', add: 'إضافة', change: 'تغيير القائد', currentLeader: 'القائد الحالي: {{name}}',
      removeTitle: 'إزالة عضو', removeText: 'إزالة «{{company}}» من تحالف «{{alliance}}»؟ يمكن إضافتها لاحقاً إلى هذا التحالف أو غيره.', removeConfirm: 'نعم، أزلها',
      created: 'تم إنشاء تحالف «{{name}}»',
    },
  },
  en: {
    titles: { list: 'Alliances' },
    fields: {
      name: 'Alliance name', leader: 'Leader', members: 'Members', membersCount: 'Count', createdAt: 'Created',
      search: 'Search by alliance or company name', member: 'Company',
    },
    list: {
      subtitleManage: 'Companies grouped under a leader; a company belongs to at most one alliance',
      subtitleMember: 'The alliances your company belongs to or leads',
      add: 'Create alliance', empty: 'No alliances yet', emptyMember: 'Your company does not belong to any alliance',
      leaderBadge: 'Leader', yours: 'Your company', count_one: '{{count}} member', count_other: '{{count}} members',
      rename: 'Rename', changeLeader: 'Change leader', addMember: 'Add member', dissolve: 'Dissolve alliance',
      removeMember: 'Remove {{company}} from {{alliance}}',
    },
    dialogs: {
      createTitle: 'Create an alliance', renameTitle: 'Rename “{{name}}”', leaderTitle: 'Change the leader of “{{name}}”', addTitle: 'Add a member to “{{name}}”',
      membersHint: 'Search by name or e-mail; only companies in no alliance are offered', leaderHint: 'The leader is chosen among the members',
      leaderPlaceholder: 'Choose the leader', membersPlaceholder: 'Search for a company', memberPlaceholder: 'Search for a company',
      newLeaderHint: 'The current leader stays a member of the alliance', noCompanies: 'No available company matches',
      create: 'Create', save: 'Save', add: 'Add', change: 'Change leader', currentLeader: 'Current leader: {{name}}',
      removeTitle: 'Remove a member', removeText: 'Remove “{{company}}” from the alliance “{{alliance}}”? It can be added to this or another alliance later.', removeConfirm: 'Yes, remove it',
      created: 'The alliance “{{name}}” was created',
    },
  },
};
