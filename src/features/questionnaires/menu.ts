import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'questionnaires', label: { ar: 'الاستبيانات', en: 'Questionnaires' }, icon: 'pi pi-list-check', order: 62 }];

export const menu: FeatureMenuItem[] = [
  // every signed-in user: the questionnaires sent to their account type
  { group: 'questionnaires', order: 10, path: '/questionnaires/myQuestionnaires', label: { ar: 'استبياناتي', en: 'My questionnaires' }, icon: 'pi pi-check-square' },
  { group: 'questionnaires', order: 20, path: '/questionnaires', label: { ar: 'إدارة الاستبيانات', en: 'Manage questionnaires' }, icon: 'pi pi-list-check', permission: 'questionnaire-index' },
];
