/**
 * Location licences (رخص المواقع, /location-licenses): the same kind of record as the order family's
 * licences, so the same rules — name (required, unique), name_en, validity_days (1–365),
 * is_temporary, description — and the same words (shared/rules/licenses.ts, where they are
 * described); only the names the location area's files use are given here.
 */
export {
  LICENSE_TEXT_MAX,
  LICENSE_LONG_TEXT_MAX,
  LICENSE_VALIDITY_MIN,
  LICENSE_VALIDITY_MAX,
  licenseKindLabels,
  licenseRuleMessages,
  licenceEndDate,
  LicenseSchema as LocationLicenseSchema,
} from './licenses';
export type { LicenseValues as LocationLicenseValues } from './licenses';
