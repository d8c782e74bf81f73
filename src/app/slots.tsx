/**
 * Widgets features contribute to the top bar (the notification bell lives here
 * once the notifications area provides it). The app composes features, never the reverse.
 */
export function TopbarExtras() {
  return null;
}
