export { lockOrderMachine } from './machine';
export * from './constants';
