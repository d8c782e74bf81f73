export { notificationMachine, type NotificationEvent, type NotificationInput, type NotificationRecord } from './machine';
export { notificationMessages } from './messages';
export * from './constants';
