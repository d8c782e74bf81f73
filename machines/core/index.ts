export * from './types';
export * from './rule';
export * from './lifecycle';
export * from './describe';
export * from './runtime';
export { coreMessages } from './messages';
