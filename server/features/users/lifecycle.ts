/**
 * The userAccount lifecycle the users screens and the registration both act through lives with the
 * user account in server/users/; exported here so the server registers it with this area.
 */
export { userAccountLifecycle } from '../../users/lifecycle';
