export default {
  ar: {
    welcome: 'مرحباً، {{name}}', account: 'حسابك', type: 'نوع الحساب', status: 'الحالة', roles: 'الأدوار', alliance: 'التحالف',
    allianceLeader: 'قائد تحالف', allianceMember: 'عضو في تحالف', shortcuts: 'الوصول السريع', noShortcuts: 'لا توجد أقسام متاحة لحسابك بعد',
  },
  en: {
    welcome: 'Welcome, {{name}}', account: 'Your account', type: 'Account type', status: 'Status', roles: 'Roles', alliance: 'Alliance',
    allianceLeader: 'Alliance leader', allianceMember: 'Alliance member', shortcuts: 'Shortcuts', noShortcuts: 'No areas are open to your account yet',
  },
};
