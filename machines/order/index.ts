export { orderMachine } from './machine';
export {
  buildOrderMachine,
  orderContext,
  orderGuards,
  COMPLETE_ORDER_FACTS,
  type OrderContext,
  type OrderEvent,
  type OrderFacts,
  type OrderInput,
  type OrderMachine,
  type OrderRecord,
} from './machine';
export { orderMessages } from './messages';
export * from './constants';
