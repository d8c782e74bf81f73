/**
 * What `npm run new:area` knows of an area: its names in every casing the layers use, its fields,
 * its permissions, and the three things that differ between areas (a lifecycle machine, file
 * fields, records that belong to a company). Parsed from the command line; every template reads
 * only this.
 */
import { allPermissions } from '../../shared/permissions';
import type { RefTarget } from './refs';

export type FieldType = 'string' | 'text' | 'integer' | 'number' | 'flag' | 'date' | 'file' | 'files' | 'ref';

export interface Field {
  /** the spec's field name, snake_case: the request and response name */
  name: string;
  /** camelCase: the Drizzle property */
  prop: string;
  type: FieldType;
  required: boolean;
  /** bytes of each file, for file fields (2 MB, 100 MB or 500 MB) */
  maxBytes?: number;
  label: { ar: string; en: string };
  /** ref fields: the area the id points at, read from its files (./refs.ts) */
  ref?: RefTarget;
  /** ref fields: the response's object naming the record pointed at (`square_id` → `get_square`, as the spec's `get_country`) */
  getKey?: string;
}

export interface AreaModel {
  /** camelCase: folder, i18n namespace, operation prefix (e.g. `campTypes`) */
  area: string;
  /** PascalCase plural / singular (e.g. `CampTypes`, `CampType`) */
  Plural: string;
  Singular: string;
  /** kebab-case plural, for the screen paths */
  kebab: string;
  /** snake_case table name */
  table: string;
  /** the API path under /api without the leading slash (e.g. `general/camp-types`) */
  apiPath: string;
  /** the screens' base path (e.g. `/camp-types`) */
  route: string;
  title: { ar: string; en: string };
  item: { ar: string; en: string };
  icon: string;
  /** the menu group the item joins (src/app/menu.ts group key) */
  menuGroup: string;
  permissions: { index: string; create: string; update: string; delete: string };
  fields: Field[];
  /** a lifecycle machine id of machines/ (the records carry its status) */
  machine?: string;
  /** the machine has an UPDATE event: an edit is that event, taken only in the statuses that accept it (set from the machine) */
  machineUpdate?: boolean;
  /** records belong to a company: a company sees and changes only its own */
  scoped: boolean;
}

const MB = 1024 * 1024;
const FILE_CAPS: Record<string, number> = { file: 2 * MB, file2: 2 * MB, file100: 100 * MB, file500: 500 * MB };
/** Several files in one field (a violation's images, a news item's other images): each capped as \`file\`. */
const FILES_CAPS: Record<string, number> = { files: 2 * MB, files2: 2 * MB, files100: 100 * MB };
/** The most files one \`files\` field holds (the contract's maxItems; the server counts kept and added). */
export { FILES_PER_FIELD_MAX as FILES_MAX } from '../../shared/limits';

/** Labels for the field names areas use most; any other field needs `--label name=عربي|English`. */
const KNOWN_LABELS: Record<string, { ar: string; en: string }> = {
  name: { ar: 'الاسم', en: 'Name' },
  name_en: { ar: 'الاسم بالإنجليزية', en: 'English name' },
  description: { ar: 'الوصف', en: 'Description' },
  notes: { ar: 'ملاحظات', en: 'Notes' },
  note: { ar: 'ملاحظة', en: 'Note' },
  code: { ar: 'الرمز', en: 'Code' },
  number: { ar: 'الرقم', en: 'Number' },
  phone: { ar: 'رقم الجوال', en: 'Phone' },
  email: { ar: 'البريد الإلكتروني', en: 'E-mail' },
  address: { ar: 'العنوان', en: 'Address' },
  date: { ar: 'التاريخ', en: 'Date' },
  start_date: { ar: 'تاريخ البداية', en: 'Start date' },
  end_date: { ar: 'تاريخ النهاية', en: 'End date' },
  capacity: { ar: 'السعة', en: 'Capacity' },
  area: { ar: 'المساحة', en: 'Area' },
  is_active: { ar: 'مفعّل', en: 'Active' },
  attachment: { ar: 'المرفق', en: 'Attachment' },
  file: { ar: 'الملف', en: 'File' },
  image: { ar: 'الصورة', en: 'Image' },
};

const camel = (s: string) => s.replace(/[-_\s]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase());
const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());
const kebabOf = (s: string) => camel(s).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const snake = (s: string) => kebabOf(s).replace(/-/g, '_');
/** English singular of a plural name: enough for the names areas use; `--singular` overrides. */
export function singularOf(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/s$/.test(plural) && !/ss$/.test(plural)) return plural.replace(/s$/, '');
  return plural;
}

function label(text: string, what: string): { ar: string; en: string } {
  const [ar, en] = text.split('|').map((s) => s.trim());
  if (!ar || !en) throw new Error(`${what} must be "Arabic|English" (got "${text}")`);
  if (!/[\u0600-\u06ff]/.test(ar)) throw new Error(`${what}: the first half must be the Arabic text (got "${ar}")`);
  return { ar, en };
}

export interface CliOptions {
  name: string;
  title?: string;
  item?: string;
  singular?: string;
  path?: string;
  route?: string;
  fields?: string;
  labels?: string[];
  permissions?: string;
  machine?: string;
  scoped?: boolean;
  icon?: string;
  menu?: string;
}

export function parseArgs(argv: string[]): CliOptions {
  const [name, ...rest] = argv;
  if (!name || name.startsWith('-')) throw new Error(USAGE);
  const options: CliOptions = { name, labels: [] };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--title':
        options.title = value();
        break;
      case '--item':
        options.item = value();
        break;
      case '--singular':
        options.singular = value();
        break;
      case '--path':
        options.path = value();
        break;
      case '--route':
        options.route = value();
        break;
      case '--fields':
        options.fields = value();
        break;
      case '--label':
        options.labels!.push(value());
        break;
      case '--permissions':
        options.permissions = value();
        break;
      case '--machine':
        options.machine = value();
        break;
      case '--scoped':
        options.scoped = true;
        break;
      case '--icon':
        options.icon = value();
        break;
      case '--menu':
        options.menu = value();
        break;
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return options;
}

export const USAGE = `usage: npm run new:area -- <name> --title "عربي|English" --item "عربي|English" [options]
  <name>                 the area, plural (camp-types, countries…)
  --title "ar|en"        the list's title (plural)             --item "ar|en"  one record (singular)
  --fields "f:type[:required],…"  types: string text integer number flag date file file100 file500
                         files files100: several files in one field (up to 10; on update the form adds
                         new ones and names stored ones to drop in <field>_remove)
                         ref=<area>: the id of a record of another generated area (one record;
                         e.g. "square_id:ref=squares:required"); <area> is its folder name
                         (default "name:string:required,name_en:string")
  --label "field=ar|en"  a field's label (needed for names outside the common ones; repeatable)
  --permissions "index=…,create=…,update=…,delete=…"   catalogue names (default <singular>-index…)
  --machine <id>         records follow this lifecycle machine of machines/
  --scoped               records belong to the caller's company
  --path general/x       API path (default general/<name>)   --route /x  screens (default /<name>)
  --singular x  --icon "pi pi-flag"  --menu <menu group key>`;

/** Reads a reference's target area (./refs.ts readRefTarget, bound to the project's root). */
export type RefResolver = (target: string) => RefTarget;

const noRefs: RefResolver = (target) => {
  throw new Error(`ref=${target}: this build of the model reads no other areas`);
};

export function buildModel(o: CliOptions, machineIds: readonly string[], resolveRef: RefResolver = noRefs): AreaModel {
  if (!/^[a-z][a-z0-9-]*$/.test(o.name)) throw new Error(`the area name must be kebab-case letters and digits (got "${o.name}")`);
  if (!o.title || !o.item) throw new Error(`--title and --item are required (both languages)\n${USAGE}`);
  const area = camel(o.name);
  const singular = o.singular ?? singularOf(o.name);
  const Singular = pascal(singular);
  const Plural = pascal(o.name);
  if (Singular === Plural) throw new Error('the singular and plural names must differ: give --singular');
  const labels: Record<string, { ar: string; en: string }> = { ...KNOWN_LABELS };
  for (const entry of o.labels ?? []) {
    const [field, text] = entry.split(/=(.*)/s);
    if (!field || !text) throw new Error(`--label must be field=Arabic|English (got "${entry}")`);
    labels[field] = label(text, `--label ${field}`);
  }
  const fields = (o.fields ?? 'name:string:required,name_en:string').split(',').map((spec): Field => {
    const [name = '', type = 'string', req] = spec.trim().split(':');
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`field names are snake_case (got "${name}")`);
    if (['id', 'status', 'version', 'company_id', 'created_at', 'updated_at'].includes(name)) throw new Error(`"${name}" is added by the generator; leave it out of --fields`);
    const isFile = type in FILE_CAPS;
    const isFiles = type in FILES_CAPS;
    const refTo = /^ref=(.*)$/.exec(type)?.[1];
    if (refTo !== undefined) {
      if (!/^[a-z][A-Za-z0-9]*$/.test(refTo)) throw new Error(`field ${name}: ref= takes the target area's folder name, camelCase (e.g. ref=squares, ref=questionCategories; got "${refTo}")`);
      if (refTo === area) throw new Error(`field ${name}: a reference to the area's own records is not generated (add it by hand)`);
    } else if (!isFile && !isFiles && !['string', 'text', 'integer', 'number', 'flag', 'date'].includes(type)) throw new Error(`field ${name}: unknown type "${type}"`);
    if (req && req !== 'required') throw new Error(`field ${name}: the third part can only be "required"`);
    const ref = refTo === undefined ? undefined : resolveRef(refTo);
    const l = labels[name] ?? ref?.item;
    if (!l) throw new Error(`field ${name} has no label: add --label "${name}=عربي|English"`);
    if (ref) {
      const getKey = `get_${name.endsWith('_id') ? name.slice(0, -3) : snake(ref.Singular)}`;
      return { name, prop: camel(name), type: 'ref', required: req === 'required', label: l, ref, getKey };
    }
    if (isFiles) return { name, prop: camel(name), type: 'files', required: req === 'required', maxBytes: FILES_CAPS[type], label: l };
    return { name, prop: camel(name), type: isFile ? 'file' : (type as FieldType), required: req === 'required', ...(isFile ? { maxBytes: FILE_CAPS[type] } : {}), label: l };
  });
  const getKeys = fields.flatMap((f) => (f.getKey ? [f.getKey] : []));
  if (new Set(getKeys).size !== getKeys.length || fields.some((f) => getKeys.includes(f.name)))
    throw new Error(`two reference fields would answer with the same ${getKeys.join('/')}: name them apart`);
  if (!fields.some((f) => f.type === 'string')) throw new Error('an area needs at least one string field (its records are named by the first)');
  if (new Set(fields.map((f) => f.name)).size !== fields.length) throw new Error('a field is named twice');
  const prefix = kebabOf(singular);
  const perms = { index: `${prefix}-index`, create: `${prefix}-create`, update: `${prefix}-update`, delete: `${prefix}-delete` };
  for (const pair of (o.permissions ?? '').split(',').filter(Boolean)) {
    const [k, v] = pair.split('=').map((s) => s.trim());
    if (!(k in perms) || !v) throw new Error(`--permissions takes index=, create=, update=, delete= (got "${pair}")`);
    perms[k as keyof typeof perms] = v;
  }
  const known = new Set<string>(allPermissions);
  const missing = Object.values(perms).filter((p) => !known.has(p));
  if (missing.length) throw new Error(`not in shared/permissions.ts: ${missing.join(', ')} — name the spec's permissions with --permissions`);
  if (o.machine && !machineIds.includes(o.machine)) throw new Error(`no machine "${o.machine}" in machines/ (known: ${machineIds.join(', ')})`);
  return {
    area,
    Plural,
    Singular,
    kebab: kebabOf(o.name),
    table: snake(o.name),
    apiPath: (o.path ?? `general/${kebabOf(o.name)}`).replace(/^\/+|\/+$/g, ''),
    route: o.route ?? `/${kebabOf(o.name)}`,
    title: label(o.title, '--title'),
    item: label(o.item, '--item'),
    icon: o.icon ?? 'pi pi-list',
    menuGroup: o.menu ?? area,
    permissions: perms,
    fields,
    ...(o.machine ? { machine: o.machine } : {}),
    scoped: Boolean(o.scoped),
  };
}
