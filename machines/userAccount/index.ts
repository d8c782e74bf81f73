export { userAccountMachine, type UserAccountEvent, type UserAccountInput, type UserAccountRecord } from './machine';
export { userAccountMessages } from './messages';
