export { sadadOrderMachine } from './machine';
export { buildPaymentOrderMachine, type PaymentOrderEvent, type PaymentOrderInput, type PaymentOrderMachine, type PaymentOrderRecord } from './machine';
export { paymentOrderMessages } from './messages';
export * from './constants';
