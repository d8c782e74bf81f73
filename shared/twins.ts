/**
 * The operationId of an operation's twin in a second family of the same calls (spec 001 §7: general/orders
 * and general/location-orders are "the same set"): `word` [from, to] renames it — listOrders →
 * listLocationOrders, orderDetails → locationOrderDetails. The contract bundler derives the twin's paths with
 * it (scripts/gen-api.ts, `x-twin`) and the server names the twin's handlers with it.
 */
export function twinOperationId(id: string, [from, to]: [string, string]): string {
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  if (id.startsWith(lower(from))) return lower(to) + id.slice(from.length);
  return id.replace(from, to);
}
