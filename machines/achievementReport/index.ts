export { achievementReportMachine, type AchievementReportEvent, type AchievementReportInput, type AchievementReportRecord } from './machine';
export { achievementReportMessages } from './messages';
