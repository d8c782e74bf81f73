export default {
  ar: {
    titles: {
      list: 'المستخدمون', requests: 'طلبات التسجيل', create: 'إضافة مستخدم', update: 'تعديل مستخدم', view: 'بيانات المستخدم', history: 'سجل المستخدم',
      contacts: 'جهات الاتصال', employees: 'الموظفون', employeeCreate: 'إضافة موظف',
    },
    fields: {
      name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الجوال', username: 'اسم المستخدم', type: 'نوع الحساب', company: 'الشركة', status: 'الحالة',
      roles: 'الأدوار', createdAt: 'تاريخ التسجيل', updatedAt: 'آخر تعديل', rejectReason: 'سبب الرفض', search: 'بحث بالاسم أو البريد أو الجوال',
      password: 'كلمة المرور', passwordConfirmation: 'تأكيد كلمة المرور', parent: 'المستخدم الرئيسي', role: 'الدور', only: 'عرض فقط',
      platform: 'حساب المنصة', government: 'جهة حكومية', governmentForLocationOrder: 'حكومية لطلبات المواقع', entity: 'جهة', employeesCount: 'الموظفون التابعون',
    },
    hints: {
      name: 'أقل من 20 حرفاً', phone: '966 ثم رقم الجوال المكوّن من 9 أرقام ويبدأ بـ 5، مثل 966512345678',
      password: 'من 8 إلى 12 حرفاً تتضمن حرفاً صغيراً وحرفاً كبيراً ورقماً وأحد الرموز ! @ # $',
      passwordKeep: 'اتركها فارغة للإبقاء على كلمة المرور الحالية؛ تغييرها يسجّل خروج المستخدم من جميع الأجهزة',
      parent: 'اختياري: اختر المستخدم الرئيسي إذا كان الحساب موظفاً تابعاً لشركة', parentChosen: 'يأخذ الموظف نوع حساب {{name}} وشركته',
      roles: 'اختر دوراً واحداً على الأقل من أدوار نوع الحساب', rolesNeedType: 'اختر نوع الحساب أولاً: تُعرض أدوار هذا النوع فقط', rolesLater: 'تُمنح الأدوار عند تفعيل الحساب من طلبات التسجيل', searchMain: 'اكتب للبحث عن مستخدم رئيسي',
    },
    sections: { account: 'بيانات الحساب', password: 'كلمة المرور', access: 'الأدوار والتبعية', flags: 'الصفات', registration: 'بيانات التسجيل', documents: 'المستندات' },
    only: { main: 'المستخدمون الرئيسيون', employees: 'الموظفون التابعون', gov: 'الجهات الحكومية', govLocation: 'حكومية لطلبات المواقع', entity: 'الجهات' },
    list: {
      subtitle: 'جميع حسابات المنصة مع حالاتها وصفاتها', add: 'إضافة مستخدم', empty: 'لا يوجد مستخدمون بعد', employeeOf: 'موظف لدى {{name}}',
      view: 'عرض', edit: 'تعديل', history: 'السجل', delete: 'حذف', roles: 'الأدوار',
      platformOn: 'الحساب مفعّل على المنصة — اضغط للتعطيل', platformOff: 'الحساب معطّل — اضغط للتفعيل', platformNone: 'يُفعّل الحساب من طلبات التسجيل',
      switchLabel: '{{field}}: {{name}}',
    },
    platform: {
      disableTitle: 'تعطيل حساب {{name}}؟', disableText: 'سيُسجَّل خروج المستخدم من جميع الأجهزة ولن يتمكن من الدخول حتى يُعاد تفعيل حسابه.',
      disableConfirm: 'نعم، عطّل الحساب', disabled: 'تم تعطيل حساب {{name}}', enabled: 'تم تفعيل حساب {{name}}',
    },
    rolesDialog: { title: 'أدوار {{name}}', save: 'حفظ الأدوار' },
    flags: {
      on: 'مفعّلة', off: 'غير مفعّلة', confirm: 'نعم، طبّق التغيير', undo: 'تراجع',
      confirmTitle: 'تغيير «{{field}}» لحساب {{name}}؟',
      applied: 'أصبحت صفة «{{field}}» لحساب {{name}}: {{to}}',
      undone: 'تم التراجع: صفة «{{field}}» لحساب {{name}} عادت {{from}}',
      is_government: {
        onText: 'سيُعلَّم حساب «{{name}}» جهةً حكومية، فيسري عليه ما تتيحه المنصة للجهات الحكومية. الصفة الآن: {{from}}، وستصبح: {{to}}.',
        offText: 'لن يُعلَّم حساب «{{name}}» جهةً حكومية بعد الآن، ويفقد ما تتيحه هذه الصفة. الصفة الآن: {{from}}، وستصبح: {{to}}.',
      },
      is_government_for_location_order: {
        onText: 'سيُعلَّم حساب «{{name}}» جهةً حكومية في طلبات المواقع، فيسري عليه ما تتيحه المنصة لها فيها. الصفة الآن: {{from}}، وستصبح: {{to}}.',
        offText: 'لن يُعلَّم حساب «{{name}}» جهةً حكومية في طلبات المواقع بعد الآن. الصفة الآن: {{from}}، وستصبح: {{to}}.',
      },
      is_entity: {
        onText: 'سيُعلَّم حساب «{{name}}» جهةً، فيسري عليه ما تتيحه المنصة للجهات. الصفة الآن: {{from}}، وستصبح: {{to}}.',
        offText: 'لن يُعلَّم حساب «{{name}}» جهةً بعد الآن، ويفقد ما تتيحه هذه الصفة. الصفة الآن: {{from}}، وستصبح: {{to}}.',
      },
    },
    form: {
      createSubtitle: 'يُنشأ الحساب مفعّلاً بالأدوار المختارة ويمكنه الدخول مباشرة', updateSubtitle: 'تعديل بيانات {{name}}',
      save: 'حفظ', create: 'إضافة المستخدم', typePlaceholder: 'اختر نوع الحساب', rolesPlaceholder: 'اختر الأدوار',
      statusNote: 'تتغير حالة الحساب من إجراءات دورة الحياة فقط (التفعيل والرفض والتعطيل).',
    },
    view: {
      actions: 'الإجراءات', noRegistration: 'لا توجد بيانات تسجيل لهذا الحساب', noDocuments: 'لا توجد مستندات مرفوعة', open: 'فتح',
      expires: 'ينتهي في {{date}}', showEmployees: 'عرض الموظفين', rejected: 'سبب الرفض', none: '—', created: 'أُنشئ', updated: 'عُدّل',
      profile: {
        cr_number: 'رقم السجل التجاري', cr_expiry: 'انتهاء السجل التجاري', vat_number: 'الرقم الضريبي', unified_number: 'الرقم الموحد',
        owner_id_number: 'هوية المالك', delegate_id: 'هوية المفوض', hajj_license_number: 'رقم ترخيص الحج',
      },
      kinds: {
        business_expire: 'انتهاء رخصة النشاط', practice_expire: 'انتهاء رخصة مزاولة المهنة', classification_expire: 'انتهاء شهادة التصنيف', hajj_license_expire: 'انتهاء ترخيص الحج',
        cr_image: 'صورة السجل التجاري', vat_file: 'شهادة ضريبة القيمة المضافة', owner_id_photo: 'صورة هوية المالك', delegation: 'خطاب التفويض', stamp: 'الختم',
        business_license: 'رخصة النشاط', practice_license: 'رخصة مزاولة المهنة', classification_certificate: 'شهادة التصنيف', hajj_license: 'ترخيص الحج', seasonal_license: 'الترخيص الموسمي',
      },
    },
    history: {
      subtitle: 'كل تغيير على حساب {{name}}: من قام به ومتى والقيم قبل التغيير وبعده', when: 'الوقت', who: 'بواسطة', event: 'الإجراء', changes: 'التغييرات',
      empty: 'لا توجد تغييرات مسجلة لهذا الحساب', system: 'النظام', allEvents: 'كل الإجراءات', transition: 'دورة حياة الحساب', change: 'تعديل', none: 'لا قيمة',
      events: {
        CREATE: 'إنشاء الحساب', CREATE_EMPLOYEE: 'إضافة موظف تابع', UPDATE: 'تعديل البيانات', UPDATE_ROLES: 'تعديل الأدوار', SET_ENTITY: 'تغيير صفة الجهة',
        SWITCH_GOV: 'تغيير الصفة الحكومية', SWITCH_GOV_FOR_LOCATION_ORDER: 'تغيير الصفة الحكومية لطلبات المواقع', DELETE: 'حذف الحساب',
      },
    },
    contacts: { subtitle: 'دليل بيانات التواصل مع الحسابات النشطة', empty: 'لا توجد جهات اتصال', search: 'بحث بالاسم أو الشركة أو البريد أو الجوال', email: 'مراسلة {{name}}', call: 'الاتصال بـ {{name}}' },
    employees: {
      subtitleAdmin: 'الموظفون التابعون لكل المستخدمين الرئيسيين', subtitleMain: 'موظفو شركتك؛ يُفعَّل الموظف الجديد بعد اعتماد الإدارة',
      add: 'إضافة موظف', empty: 'لا يوجد موظفون تابعون', parentFilter: 'المستخدم الرئيسي',
      createSubtitle: 'يُضاف الموظف تابعاً لحسابك ({{company}})، ويُفعَّل بعد أن تعتمده الإدارة وتحدد صلاحياته.', save: 'إضافة الموظف',
    },
    requests: {
      subtitle: 'الحسابات الجديدة والمعاد إرسالها بانتظار القرار',
      activate: 'تفعيل', reject: 'رفض', activateTitle: 'تفعيل حساب {{name}}', rejectTitle: 'رفض طلب {{name}}',
      rolesHint: 'اختر دوراً واحداً على الأقل؛ تُعرض أدوار نوع «{{type}}» فقط', reasonHint: 'سيظهر السبب لمقدم الطلب', empty: 'لا توجد طلبات تسجيل بانتظار القرار',
      resubmitted: 'أعيد إرساله', activated: 'تم تفعيل حساب {{name}}', rejected: 'تم رفض طلب {{name}}',
    },
  },
  en: {
    titles: {
      list: 'Users', requests: 'Registration requests', create: 'Create user', update: 'Edit user', view: 'User details', history: 'User history',
      contacts: 'Contacts', employees: 'Employees', employeeCreate: 'Add employee',
    },
    fields: {
      name: 'Name', email: 'E-mail', phone: 'Mobile', username: 'Username', type: 'Account type', company: 'Company', status: 'Status',
      roles: 'Roles', createdAt: 'Registered', updatedAt: 'Last changed', rejectReason: 'Rejection reason', search: 'Search by name, e-mail or mobile',
      password: 'Password', passwordConfirmation: 'Confirm password', parent: 'Main user', role: 'Role', only: 'Show only',
      platform: 'Platform account', government: 'Government', governmentForLocationOrder: 'Government for location orders', entity: 'Entity', employeesCount: 'Sub-employees',
    },
    hints: {
      name: 'Fewer than 20 characters', phone: '966 then the 9-digit mobile number starting with 5, e.g. 966512345678',
      password: '8 to 12 characters with a lowercase and an uppercase letter, a digit and one of ! @ # $',
      passwordKeep: 'Leave empty to keep the current password; changing it signs the user out everywhere',
      parent: 'Optional: choose the main user when the account is a company’s sub-employee', parentChosen: 'The employee takes the account type and company of {{name}}',
      roles: 'Choose at least one role among the roles for the account’s type', rolesNeedType: 'Choose the account type first: only the roles for that type are offered', rolesLater: 'Roles are given when the account is activated from the registration requests', searchMain: 'Type to find a main user',
    },
    sections: { account: 'Account', password: 'Password', access: 'Roles and main user', flags: 'Characteristics', registration: 'Registration details', documents: 'Documents' },
    only: { main: 'Main users', employees: 'Sub-employees', gov: 'Government', govLocation: 'Government for location orders', entity: 'Entities' },
    list: {
      subtitle: 'Every account of the portal with its status and characteristics', add: 'Create user', empty: 'No users yet', employeeOf: 'Employee of {{name}}',
      view: 'View', edit: 'Edit', history: 'History', delete: 'Delete', roles: 'Roles',
      platformOn: 'The platform account is enabled — switch to disable', platformOff: 'The account is disabled — switch to enable', platformNone: 'Activated from the registration requests',
      switchLabel: '{{field}}: {{name}}',
    },
    platform: {
      disableTitle: 'Disable {{name}}?', disableText: 'The user is signed out everywhere and cannot sign in until the account is enabled again.',
      disableConfirm: 'Yes, disable it', disabled: '{{name}} was disabled', enabled: '{{name}} was enabled',
    },
    rolesDialog: { title: 'Roles of {{name}}', save: 'Save roles' },
    flags: {
      on: 'on', off: 'off', confirm: 'Yes, apply the change', undo: 'Undo',
      confirmTitle: 'Change “{{field}}” for {{name}}?',
      applied: '“{{field}}” is now {{to}} for {{name}}',
      undone: 'Undone: “{{field}}” is {{from}} again for {{name}}',
      is_government: {
        onText: '{{name}} will be marked as a government entity, and what the portal allows government entities applies to it. Now {{from}}, will be {{to}}.',
        offText: '{{name}} will no longer be marked as a government entity and loses what that allows. Now {{from}}, will be {{to}}.',
      },
      is_government_for_location_order: {
        onText: '{{name}} will be marked as a government entity for location orders, and what the portal allows them there applies to it. Now {{from}}, will be {{to}}.',
        offText: '{{name}} will no longer be marked as a government entity for location orders. Now {{from}}, will be {{to}}.',
      },
      is_entity: {
        onText: '{{name}} will be marked as an entity, and what the portal allows entities applies to it. Now {{from}}, will be {{to}}.',
        offText: '{{name}} will no longer be marked as an entity and loses what that allows. Now {{from}}, will be {{to}}.',
      },
    },
    form: {
      createSubtitle: 'The account is created active with the chosen roles and can sign in at once', updateSubtitle: 'Edit the details of {{name}}',
      save: 'Save', create: 'Create user', typePlaceholder: 'Choose the account type', rolesPlaceholder: 'Choose roles',
      statusNote: 'The account’s status changes only through its lifecycle actions (activate, reject, disable).',
    },
    view: {
      actions: 'Actions', noRegistration: 'This account has no registration details', noDocuments: 'No documents uploaded', open: 'Open',
      expires: 'Expires {{date}}', showEmployees: 'Show employees', rejected: 'Rejection reason', none: '—', created: 'Created', updated: 'Changed',
      profile: {
        cr_number: 'Commercial register no.', cr_expiry: 'Commercial register expiry', vat_number: 'VAT number', unified_number: 'Unified number',
        owner_id_number: 'Owner ID', delegate_id: 'Delegate ID', hajj_license_number: 'Hajj licence no.',
      },
      kinds: {
        business_expire: 'Business licence expiry', practice_expire: 'Practice licence expiry', classification_expire: 'Classification certificate expiry', hajj_license_expire: 'Hajj licence expiry',
        cr_image: 'Commercial register image', vat_file: 'VAT certificate', owner_id_photo: 'Owner ID photo', delegation: 'Delegation letter', stamp: 'Stamp',
        business_license: 'Business licence', practice_license: 'Practice licence', classification_certificate: 'Classification certificate', hajj_license: 'Hajj licence', seasonal_license: 'Seasonal licence',
      },
    },
    history: {
      subtitle: 'Every change to {{name}}’s account: who made it, when, and the values before and after', when: 'When', who: 'By', event: 'Action', changes: 'Changes',
      empty: 'No changes are recorded for this account', system: 'System', allEvents: 'All actions', transition: 'Account lifecycle', change: 'Edit', none: 'none',
      events: {
        CREATE: 'Account created', CREATE_EMPLOYEE: 'Sub-employee added', UPDATE: 'Details edited', UPDATE_ROLES: 'Roles changed', SET_ENTITY: 'Entity status changed',
        SWITCH_GOV: 'Government status changed', SWITCH_GOV_FOR_LOCATION_ORDER: 'Government status for location orders changed', DELETE: 'Account deleted',
      },
    },
    contacts: { subtitle: 'Contact details of the active accounts', empty: 'No contacts', search: 'Search by name, company, e-mail or mobile', email: 'E-mail {{name}}', call: 'Call {{name}}' },
    employees: {
      subtitleAdmin: 'The sub-employees of every main user', subtitleMain: 'Your company’s employees; a new employee works once the administration activates it',
      add: 'Add employee', empty: 'No sub-employees', parentFilter: 'Main user',
      createSubtitle: 'The employee is added under your account ({{company}}) and works once the administration approves it and sets its permissions.', save: 'Add employee',
    },
    requests: {
      subtitle: 'New and resubmitted accounts awaiting a decision',
      activate: 'Activate', reject: 'Reject', activateTitle: 'Activate {{name}}', rejectTitle: 'Reject {{name}}',
      rolesHint: 'Choose at least one role; only the roles for “{{type}}” accounts are offered', reasonHint: 'The applicant will see this reason', empty: 'No registration requests are waiting',
      resubmitted: 'Resubmitted', activated: '{{name}} was activated', rejected: '{{name}} was rejected',
    },
  },
};
