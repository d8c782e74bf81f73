export { locationOrderMachine } from './machine';
