export default {
  ar: {
    title: 'البريد الصادر',
    subtitle: 'الرسائل التي كتبتها البوابة للإرسال، ومنها روابط استعادة كلمة المرور. عند عدم إعداد خادم بريد، أوصل الرابط لصاحبه بنفسك.',
    fields: { created: 'التاريخ', to: 'إلى', subject: 'الموضوع', status: 'الحالة', body: 'نص الرسالة', link: 'الرابط' },
    search: 'بحث بالمستلم أو الموضوع',
    waiting: 'بانتظار الإرسال', sent: 'أُرسلت {{date}}',
    view: 'عرض', copy: 'نسخ الرابط', copied: 'تم نسخ الرابط', copyFailed: 'تعذر نسخ الرابط، انسخه يدوياً',
    empty: 'لا توجد رسائل صادرة',
    messageTitle: 'رسالة إلى {{to}}',
  },
  en: {
    title: 'Outgoing mail',
    subtitle: 'Messages the portal wrote for delivery, such as password-reset links. With no mail server configured, pass the link on to its recipient yourself.',
    fields: { created: 'Date', to: 'To', subject: 'Subject', status: 'Status', body: 'Message', link: 'Link' },
    search: 'Search by recipient or subject',
    waiting: 'Waiting to be sent', sent: 'Sent {{date}}',
    view: 'View', copy: 'Copy the link', copied: 'The link was copied', copyFailed: 'Could not copy the link; copy it by hand',
    empty: 'No outgoing mail',
    messageTitle: 'Message to {{to}}',
  },
};
