export { seedReference, ADMIN_ROLE } from './reference';
export { seedDemo, DEMO_PASSWORD } from './demo';
