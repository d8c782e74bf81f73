export { invoiceMachine } from './machine';
