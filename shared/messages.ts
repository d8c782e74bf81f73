import type { Label } from './label';
import { textLimits } from './limits';

/**
 * Messages shared by the server (API responses) and the screens (form errors),
 * keyed the same on both sides. The spec's wording is kept verbatim in English
 * where it gives one (spec 000 §8, spec 001 §5/§8).
 */
export const sharedMessages = {
  'validation.required': { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  'validation.name.max': { ar: `يجب ألا يزيد الاسم على ${textLimits.personName} حرف`, en: `The name must be at most ${textLimits.personName} characters` },
  'validation.companyName.max': { ar: `يجب ألا يزيد اسم الشركة على ${textLimits.companyName} حرفاً`, en: `The company name must be at most ${textLimits.companyName} characters` },
  'validation.password.length': { ar: 'يجب أن تكون كلمة المرور من 8 إلى 12 حرفاً', en: 'Password must be 8 to 12 characters' },
  'validation.password.min': { ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف', en: 'Password must be at least 6 characters' },
  'validation.password.pattern': {
    ar: 'يجب أن تحتوي كلمة المرور على حرف صغير وحرف كبير ورقم ورمز خاص (! @ # $)',
    en: 'Password must contain a lowercase letter, an uppercase letter, a digit and a special character (! @ # $)',
  },
  'validation.password.confirm': { ar: 'كلمة المرور وتأكيدها غير متطابقتين', en: 'Password and confirmation do not match' },
  'validation.email': { ar: 'البريد الإلكتروني غير صحيح', en: 'The e-mail address is not valid' },
  'validation.phone.required': { ar: 'رقم الجوال مطلوب', en: 'Phone is required' },
  'validation.phone.prefix': { ar: 'يجب أن يبدأ الرقم بـ 966', en: 'The number must start with 966' },
  // the code-like parts are left-to-right isolates (U+2066 … U+2069), so +966 does not read 966+ inside Arabic
  'validation.phone.mobile': { ar: 'رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069', en: 'The mobile number is 9 digits starting with 5 after +966, e.g. 5XXXXXXXX' },
  'validation.prefix.max': { ar: 'يجب أن يكون المفتاح أقل من 4 أرقام', en: 'The prefix must be fewer than 4 digits' },
  'validation.id10': { ar: 'يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7', en: 'The number must be exactly 10 digits and start with 1 or 7' },
  'validation.digits9': { ar: 'يجب أن يتكون الرقم من 9 أرقام', en: 'The number must be exactly 9 digits' },
  'validation.digits': { ar: 'أرقام فقط', en: 'Digits only' },
  'validation.username': {
    ar: `اسم المستخدم من ${textLimits.usernameMin} إلى ${textLimits.username} حرفاً لاتينياً أو رقماً أو (. _ -) ويبدأ بحرف`,
    en: `The username must be ${textLimits.usernameMin} to ${textLimits.username} Latin letters, digits, dots, dashes or underscores, starting with a letter`,
  },
  'validation.cr': { ar: 'يجب أن يتكون رقم السجل التجاري من 10 أرقام', en: 'The commercial register number must be exactly 10 digits' },
  'validation.vat': { ar: 'يجب أن يتكون الرقم الضريبي من 15 رقماً يبدأ وينتهي بالرقم 3', en: 'The VAT number must be 15 digits starting and ending with 3' },
  'validation.roles.min': { ar: 'يجب اختيار دور واحد على الأقل', en: 'At least one role must be chosen' },
  'validation.permissions.min': { ar: 'يجب اختيار صلاحية واحدة على الأقل', en: 'Choose at least one permission' },
  'validation.permissions.unknown': { ar: 'صلاحية غير معروفة', en: 'Unknown permission' },
  'validation.alliance.members': { ar: 'اختر عضواً واحداً على الأقل غير قائد التحالف', en: 'Choose at least one member besides the leader' },
  'validation.alliance.leader': { ar: 'يجب أن يكون قائد التحالف أحد أعضائه', en: 'The leader must be one of the members' },
  'validation.rejectCause': { ar: 'سبب الرفض مطلوب', en: 'A reject cause is required' },
  'validation.date': { ar: 'التاريخ غير صحيح', en: 'The date is not valid' },
  'validation.washroom.totalTaps': { ar: 'إجمالي صنابير المياه يجب أن يساوي مجموع الداخلية والخارجية', en: 'The total water taps must equal the internal plus the external taps' },
  'validation.toiletComplex.campRooms': { ar: 'غرف المخيم لا يمكن أن تتجاوز عدد غرف المجمع', en: 'The camp’s rooms cannot exceed the complex’s rooms' },
  'validation.exitAfterEntry': { ar: 'تاريخ الخروج يجب ألا يسبق تاريخ الدخول', en: 'The exit date must not be before the entry date' },
  'validation.dateFuture': { ar: 'يجب أن يكون تاريخ الانتهاء في المستقبل', en: 'The expiry date must be in the future' },
  'validation.file.max2': { ar: 'حجم الملف يجب ألا يتجاوز 2 ميجابايت', en: 'File size must not exceed 2 MB' },
  'validation.file.max100': { ar: 'حجم الملف يجب ألا يتجاوز 100 ميجابايت', en: 'File size must not exceed 100 MB' },
  'validation.file.max500': { ar: 'حجم الملف يجب ألا يتجاوز 500 ميجابايت', en: 'File size must not exceed 500 MB' },
  'validation.file.type': { ar: 'نوع الملف غير مسموح', en: 'This file type is not allowed' },
  'validation.too_many': { ar: 'العدد أكثر من المسموح', en: 'There are more than allowed' },
  'validation.files.tooMany': { ar: 'لا يمكن إرفاق أكثر من 10 ملفات', en: 'No more than 10 files can be attached' },
  'validation.too_long': { ar: 'النص أطول من المسموح', en: 'The text is too long' },
  'validation.too_short': { ar: 'النص أقصر من المسموح', en: 'The text is too short' },
  'validation.invalid': { ar: 'القيمة غير صحيحة', en: 'The value is not valid' },
  'validation.unique.email': { ar: 'البريد الإلكتروني مستخدم من قبل', en: 'The e-mail has already been taken' },
  'validation.unique.username': { ar: 'اسم المستخدم مستخدم من قبل', en: 'The username has already been taken' },
  'validation.unique.name': { ar: 'الاسم مستخدم من قبل', en: 'The name has already been taken' },
  'validation.questionCategory.users': { ar: 'الرجاء تحديد مستخدمين', en: 'Please choose users' },
  'validation.ticketAdmins': { ar: 'الرجاء اختيار مشرف واحد على الأقل', en: 'Please choose at least one admin' },
  'validation.questionCategory.types': { ar: 'الرجاء تحديد أنواع مستخدمين', en: 'Please choose user types' },
  'validation.question.options': { ar: 'أدخل خيارين على الأقل، كل خيار بالعربية والإنجليزية', en: 'Enter at least two options, each in Arabic and English' },
  'validation.form.signers': { ar: 'الرجاء تحديد الموقعين على النموذج', en: 'Please choose who signs the form' },
  'validation.form.questions': { ar: 'الرجاء تحديد أسئلة النموذج', en: "Please choose the form's questions" },
  'validation.price': { ar: 'السعر رقم موجب بخانتين عشريتين على الأكثر', en: 'The price is a positive number with at most two decimals' },
  'validation.link': {
    ar: 'الرابط يجب أن يكون مساراً في البوابة يبدأ بـ / أو عنواناً يبدأ بـ http:// أو https://',
    en: 'The link must be a portal path starting with / or an address starting with http:// or https://',
  },
  'validation.notification.users': { ar: 'الرجاء تحديد مستخدمين', en: 'Please choose users' },
  'validation.password.current': { ar: 'كلمة المرور الحالية مطلوبة', en: 'The current password is required' },
  'validation.password.same': { ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية', en: 'The new password must differ from the current one' },
  'error.generic': { ar: 'هناك مشكلة', en: 'there is problem' },
  'error.tryAgain': { ar: 'هناك مشكلة، حاول مرة أخرى', en: 'There is a problem, try again' },
  'error.deleteFailed': { ar: 'حدث خطأ، الرجاء المحاولة مرة أخرى', en: 'There error please try again' },
} as const satisfies Record<string, Label>;

export type SharedMessageKey = keyof typeof sharedMessages;
