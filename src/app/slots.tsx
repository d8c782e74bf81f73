/**
 * Widgets features contribute to the top bar. The app composes features, never the reverse.
 */
import { NotificationsTopbar } from '../features/notifications/NotificationBell';

export function TopbarExtras() {
  return <NotificationsTopbar />;
}
