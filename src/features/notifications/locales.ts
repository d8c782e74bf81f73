export default {
  ar: {
    titles: { list: 'الإشعارات', create: 'إرسال إشعار' },
    bell: {
      open: 'الإشعارات', openUnread: 'الإشعارات، {{count}} غير مقروء', title: 'الإشعارات', unread: '{{count}} غير مقروء', search: 'ابحث في الإشعارات',
      seeMore: 'عرض المزيد', showAll: 'عرض الكل', clear: 'تعليم الكل كمقروء', empty: 'لا توجد إشعارات', noMatch: 'لا توجد إشعارات تطابق البحث',
      loadFailed: 'تعذر تحميل الإشعارات', allLoaded: 'تم عرض جميع الإشعارات', unseen: 'غير مقروء', hasLink: 'يفتح رابطاً', cleared: 'تم تعليم جميع الإشعارات كمقروءة',
      count: '{{shown}} من {{total}}',
    },
    questionnaire: { required: 'لديك استبيانات إلزامية يجب الإجابة عليها.' },
    tabs: { sent: 'الإشعارات المرسلة', received: 'إشعاراتي' },
    fields: {
      message: 'نص الإشعار', link: 'الرابط', type: 'نوع الحساب', audience: 'الفئة المستهدفة', sentBy: 'المرسل', sentAt: 'تاريخ الإرسال', recipients: 'عدد المستلمين',
      seen: 'الاطلاع', search: 'بحث في نص الإشعار', customUsers: 'إرسال لمستخدمين محددين من هذا النوع', users: 'المستخدمون', status: 'الحالة', seenAt: 'تاريخ الاطلاع',
      name: 'الاسم', company: 'الشركة', email: 'البريد الإلكتروني', date: 'التاريخ', recipientSearch: 'بحث بالاسم أو الشركة أو البريد',
    },
    audience: { type: 'كل مستخدمي النوع', users: 'مستخدمون محددون', typeOf: 'كل {{type}}', usersOf: 'مستخدمون محددون من {{type}}' },
    seenState: { all: 'الكل', seen: 'مقروء', unseen: 'غير مقروء' },
    list: {
      subtitle: 'ما أُرسل، ولمن، ومن أرسله، ومتى، وكم مستلماً اطلع عليه', empty: 'لم يُرسل أي إشعار بعد', send: 'إرسال إشعار', recipientsOf: 'مستلمو الإشعار',
      viewRecipients: 'عرض المستلمين', recipientsButton: 'المستلمون', seenOf: '{{seen}} من {{total}}', inboxSubtitle: 'جميع الإشعارات التي وصلتك', inboxEmpty: 'لا توجد إشعارات',
      open: 'فتح', markSeen: 'تعليم كمقروء', noLink: 'بدون رابط',
    },
    create: {
      subtitle: 'يصل الإشعار إلى جرس الإشعارات لدى كل مستلم', messageHint: 'حتى 1000 حرف', linkHint: 'اختياري: مسار في البوابة مثل /profile أو عنوان يبدأ بـ https://',
      typeHint: 'يُرسل إلى جميع المستخدمين النشطين من هذا النوع ما لم تحدد مستخدمين', usersHint: 'اختر مستخدماً واحداً على الأقل', chooseTypeFirst: 'اختر نوع الحساب أولاً',
      submit: 'إرسال', selectedCount: 'تم اختيار {{count}}', audienceCount: 'سيصل إلى {{count}} مستخدم نشط',
    },
  },
  en: {
    titles: { list: 'Notifications', create: 'Send a notification' },
    bell: {
      open: 'Notifications', openUnread: 'Notifications, {{count}} unread', title: 'Notifications', unread: '{{count}} unread', search: 'Search notifications',
      seeMore: 'See more', showAll: 'Show all', clear: 'Mark all as read', empty: 'No notifications', noMatch: 'No notification matches your search',
      loadFailed: 'Could not load the notifications', allLoaded: 'All notifications are shown', unseen: 'Unread', hasLink: 'Opens a link', cleared: 'All notifications were marked as read',
      count: '{{shown}} of {{total}}',
    },
    questionnaire: { required: 'You have a required questionnaires must be answered.' },
    tabs: { sent: 'Sent notifications', received: 'My notifications' },
    fields: {
      message: 'Message', link: 'Link', type: 'Account type', audience: 'Audience', sentBy: 'Sent by', sentAt: 'Sent at', recipients: 'Recipients',
      seen: 'Seen', search: 'Search the message', customUsers: 'Send to chosen users of this type', users: 'Users', status: 'Status', seenAt: 'Seen at',
      name: 'Name', company: 'Company', email: 'E-mail', date: 'Date', recipientSearch: 'Search by name, company or e-mail',
    },
    audience: { type: 'Every user of the type', users: 'Chosen users', typeOf: 'Every {{type}}', usersOf: 'Chosen users of {{type}}' },
    seenState: { all: 'All', seen: 'Read', unseen: 'Unread' },
    list: {
      subtitle: 'What was sent, to whom, by whom, when, and how many have seen it', empty: 'No notification has been sent yet', send: 'Send a notification', recipientsOf: 'Recipients',
      viewRecipients: 'View recipients', recipientsButton: 'Recipients', seenOf: '{{seen}} of {{total}}', inboxSubtitle: 'Every notification you received', inboxEmpty: 'No notifications',
      open: 'Open', markSeen: 'Mark as read', noLink: 'No link',
    },
    create: {
      subtitle: 'The notification reaches each recipient\'s notification bell', messageHint: 'Up to 1000 characters', linkHint: 'Optional: a portal path such as /profile, or an address starting with https://',
      typeHint: 'Goes to every active user of this type unless you choose users', usersHint: 'Choose at least one user', chooseTypeFirst: 'Choose the account type first',
      submit: 'Send', selectedCount: '{{count}} chosen', audienceCount: 'Will reach {{count}} active users',
    },
  },
};
