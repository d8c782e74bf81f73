export * from './types';
export * from './rule';
export * from './lifecycle';
export * from './describe';
export * from './runtime';
export * from './graph';
export * from './who';
export * from './fields';
export { coreMessages } from './messages';
