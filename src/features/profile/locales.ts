export default {
  ar: {
    account: {
      title: 'بيانات الحساب', name: 'الاسم', username: 'اسم المستخدم', email: 'البريد الإلكتروني', phone: 'الجوال', company: 'الشركة', type: 'نوع الحساب',
      roles: 'الأدوار', status: 'الحالة', since: 'تاريخ التسجيل', none: '—',
    },
    details: { title: 'تعديل بياناتي', name: 'الاسم', phone: 'رقم الجوال', phoneHint: 'يبدأ بـ 966 ثم رقم الجوال المبتدئ بـ 5، مثل 966512345678', nameHint: 'أقل من 20 حرفاً', save: 'حفظ البيانات', saved: 'تم تحديث بياناتك' },
    password: {
      title: 'تغيير كلمة المرور', current: 'كلمة المرور الحالية', new: 'كلمة المرور الجديدة', confirm: 'تأكيد كلمة المرور الجديدة',
      hint: 'من 8 إلى 12 حرفاً، وتحتوي على حرف صغير وحرف كبير ورقم ورمز من ! @ # $', submit: 'تغيير كلمة المرور',
      note: 'سيتم تسجيل خروجك من جميع الأجهزة الأخرى.',
    },
    images: {
      title: 'التوقيع والختم', signature: 'التوقيع', stamp: 'الختم', choose: 'اختيار صورة', replace: 'استبدال الصورة', upload: 'رفع الصور', none: 'لم تُرفع صورة بعد',
      hint: 'PNG أو JPEG أو WebP، بحد أقصى 2 ميجابايت', selected: 'المختارة: {{name}}', preview: 'صورة {{what}}', remove: 'إلغاء الاختيار',
    },
    theme: {
      title: 'المظهر', subtitle: 'تُحفظ اختياراتك في حسابك وتظهر على أي جهاز', sidebarColour: 'لون القائمة الجانبية', sidenavType: 'نوع القائمة الجانبية',
      navbarFixed: 'تثبيت الشريط العلوي', saved: 'تم حفظ إعدادات المظهر',
      colours: { primary: 'أزرق', default: 'رمادي', info: 'سماوي', success: 'أخضر', warning: 'برتقالي', danger: 'أحمر' },
      sidenav: { transparent: 'شفافة', white: 'بيضاء' },
    },
    frame: { text: 'صفحة تسجيل الخروج المشترك بين أنظمة المشاعر.' },
  },
  en: {
    account: {
      title: 'Account', name: 'Name', username: 'Username', email: 'E-mail', phone: 'Mobile', company: 'Company', type: 'Account type',
      roles: 'Roles', status: 'Status', since: 'Registered', none: '—',
    },
    details: { title: 'Edit my details', name: 'Name', phone: 'Mobile number', phoneHint: '966 followed by the mobile number starting with 5, e.g. 966512345678', nameHint: 'Fewer than 20 characters', save: 'Save details', saved: 'Your details were updated' },
    password: {
      title: 'Change password', current: 'Current password', new: 'New password', confirm: 'Confirm the new password',
      hint: '8 to 12 characters with a lowercase and an uppercase letter, a digit and one of ! @ # $', submit: 'Change password',
      note: 'You will be signed out on every other device.',
    },
    images: {
      title: 'Signature and stamp', signature: 'Signature', stamp: 'Stamp', choose: 'Choose an image', replace: 'Replace the image', upload: 'Upload images', none: 'No image uploaded yet',
      hint: 'PNG, JPEG or WebP, up to 2 MB', selected: 'Chosen: {{name}}', preview: '{{what}} image', remove: 'Clear the choice',
    },
    theme: {
      title: 'Appearance', subtitle: 'Your choices are kept with your account, on any device', sidebarColour: 'Sidebar colour', sidenavType: 'Side navigation',
      navbarFixed: 'Fixed top bar', saved: 'Your theme choices were saved',
      colours: { primary: 'Blue', default: 'Grey', info: 'Cyan', success: 'Green', warning: 'Orange', danger: 'Red' },
      sidenav: { transparent: 'Transparent', white: 'White' },
    },
    frame: { text: 'Shared sign-out page of the Mashaer systems.' },
  },
};
