/** SLA clocks: every text of the screen, in Arabic and English. */
export default {
  ar: {
    title: 'المدد المستهدفة والمتأخرات',
    subtitle: 'تُحسب المدة بأيام العمل من دخول السجل حالته: دون الجمعة والسبت وأيام عيد الفطر (1–4 شوال) وأيام الحج وعيد الأضحى (9–13 ذو الحجة) واليوم الوطني ويوم التأسيس.',
    overdue: { title: 'السجلات المتأخرة عن المدة المستهدفة', empty: 'لا توجد سجلات متأخرة', workflow: 'كل دورات الحياة', company: 'كل الشركات' },
    fields: { kind: 'السجل', status: 'الحالة', company: 'الشركة', entered: 'دخل الحالة', due: 'انتهت المدة', days: 'أيام العمل / المستهدف', notified: 'إشعار الشركة', notYet: 'لم تُشعر بعد' },
    sweep: { run: 'افحص الآن', done: 'سيُجرى الفحص خلال دقيقة' },
    targets: {
      title: 'المدد المستهدفة لكل حالة (بأيام العمل)',
      status: 'الحالة',
      days: 'أيام العمل',
      save: 'حفظ',
      remove: 'إزالة',
      none: 'دون مدة',
      saved: 'حُفظت المدة المستهدفة لحالة «{{status}}»',
      removed: 'أُزيلت المدة المستهدفة لحالة «{{status}}»',
      readOnly: 'يحدد المدد من يملك صلاحية تحديدها',
    },
    failed: 'تعذر التحميل',
  },
  en: {
    title: 'SLA clocks',
    subtitle:
      'Counted in working days from when the record entered its status: not Fridays, Saturdays, Eid al-Fitr (1–4 Shawwal), the Hajj and Eid al-Adha days (9–13 Dhu al-Hijjah), National Day or Founding Day.',
    overdue: { title: 'Records past their target', empty: 'No record is past its target', workflow: 'Every lifecycle', company: 'Every company' },
    fields: { kind: 'Record', status: 'Status', company: 'Company', entered: 'Entered the status', due: 'Target ran out', days: 'Working days / target', notified: 'Company told', notYet: 'Not yet' },
    sweep: { run: 'Check now', done: 'The check will run within a minute' },
    targets: {
      title: 'Targets per status (working days)',
      status: 'Status',
      days: 'Working days',
      save: 'Save',
      remove: 'Remove',
      none: 'No target',
      saved: 'The target of “{{status}}” was saved',
      removed: 'The target of “{{status}}” was removed',
      readOnly: 'Targets are set by those allowed to set them',
    },
    failed: 'Could not be loaded',
  },
};
