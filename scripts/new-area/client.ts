/** The area's screens: routes, menu item, texts, shared rules, calls, list, form and view. */
import type { AreaModel, Field } from './model';

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function rulesTs(m: AreaModel): string {
  const rule = (f: Field) => {
    switch (f.type) {
      case 'string':
        return f.required ? `requiredText(${m.Singular.toUpperCase()}_TEXT_MAX)` : `optionalText(${m.Singular.toUpperCase()}_TEXT_MAX)`;
      case 'text':
        // a required text is not-null in the table: the rule must require it too
        return f.required ? `requiredText(${m.Singular.toUpperCase()}_LONG_TEXT_MAX)` : `optionalText(${m.Singular.toUpperCase()}_LONG_TEXT_MAX)`;
      case 'integer':
        return f.required
          ? `v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))`
          : `v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(2147483647, 'validation.outOfRange'))))`;
      case 'number':
        return f.required
          ? `v.pipe(v.number('validation.required'), v.minValue(0, 'validation.outOfRange'), v.maxValue(1e9, 'validation.outOfRange'))`
          : `v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.minValue(0, 'validation.outOfRange'), v.maxValue(1e9, 'validation.outOfRange'))))`;
      case 'flag':
        return `v.optional(v.picklist([0, 1]))`;
      case 'date':
        return f.required ? `v.pipe(v.string('validation.required'), v.isoDate('validation.date'))` : `v.optional(v.union([v.literal(''), v.pipe(v.string(), v.isoDate('validation.date'))]))`;
      case 'file':
      case 'files':
        return `v.optional(v.any())`;
      case 'ref':
        // the id of a record of ${f.ref!.area}; whether it exists is the server's to say (a 422 on the field)
        return f.required
          ? `v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required'))`
          : `v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'))))`;
    }
  };
  const U = m.Singular.toUpperCase();
  return `/**
 * ${m.title.en}: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/${m.area}.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const ${U}_TEXT_MAX = 200;
export const ${U}_LONG_TEXT_MAX = 5000;

${m.fields.some((f) => (f.type === 'string' || f.type === 'text') && f.required) ? "const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));\n" : ''}${m.fields.some((f) => (f.type === 'string' || f.type === 'text') && !f.required) ? "const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));\n" : ''}
export const ${m.Singular}Schema = v.object({
${m.fields.map((f) => `  ${f.name}: ${rule(f)},`).join('\n')}
${m.fields
  .filter((f) => f.type === 'files')
  .map((f) => `  /** on update, the ids of the stored ${f.name} to drop */\n  ${f.name}_remove: v.optional(v.array(v.number())),\n`)
  .join('')}});

export type ${m.Singular}Values = v.InferOutput<typeof ${m.Singular}Schema>;
`;
}

export function routesTsx(m: AreaModel): string {
  return `import type { FeatureRoutes } from '../../app/routing';
import { h, screen } from '../../app/routing';

/** ${m.route}, ${m.route}/create, ${m.route}/update/{id}, ${m.route}/{id}: each checks its own permission. */
export const routes: FeatureRoutes = {
  portal: [
    {
      path: '${m.route}',
      handle: h('${m.area}:titles.list', '${m.permissions.index}'),
      children: [
        { index: true, lazy: screen(() => import('./${m.Plural}Page')) },
        { path: 'create', handle: h('${m.area}:titles.create', '${m.permissions.create}'), lazy: screen(() => import('./${m.Singular}FormPage')) },
        { path: 'update/:id', handle: h('${m.area}:titles.edit', '${m.permissions.update}'), lazy: screen(() => import('./${m.Singular}FormPage')) },
        { path: ':id', handle: h('${m.area}:titles.view', '${m.permissions.index}'), lazy: screen(() => import('./${m.Singular}ViewPage')) },
      ],
    },
  ],
};
`;
}

export function menuTs(m: AreaModel, knownGroups: string[]): string {
  const ownGroup = !knownGroups.includes(m.menuGroup);
  // a group of its own needs FeatureMenuGroup too (an unused import fails the typecheck)
  return `import type { ${ownGroup ? 'FeatureMenuGroup, ' : ''}FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
${ownGroup ? `export const menuGroups: FeatureMenuGroup[] = [{ key: '${m.menuGroup}', label: { ar: ${q(m.title.ar)}, en: ${q(m.title.en)} }, icon: '${m.icon}', order: 50 }];\n\n` : ''}export const menu: FeatureMenuItem[] = [{ group: '${m.menuGroup}', order: 10, path: '${m.route}', label: { ar: ${q(m.title.ar)}, en: ${q(m.title.en)} }, icon: '${m.icon}', permission: '${m.permissions.index}' }];
`;
}

export function localesTs(m: AreaModel): string {
  const fields = (lang: 'ar' | 'en') => m.fields.map((f) => `${f.name}: ${q(f.label[lang])}`).join(', ');
  return `/** ${m.title.en}: every text of the area's screens, in Arabic and English. */
export default {
  ar: {
    titles: { list: ${q(m.title.ar)}, create: ${q(`إضافة ${m.item.ar}`)}, edit: ${q(`تعديل ${m.item.ar}`)}, view: ${q(`عرض ${m.item.ar}`)} },
    fields: { ${fields('ar')}, search: 'بحث', status: 'الحالة', createdAt: 'تاريخ الإضافة', updatedAt: 'آخر تعديل' },
    list: { add: ${q(`إضافة ${m.item.ar}`)}, empty: ${q(`لا يوجد ${m.item.ar} بعد`)}, view: 'عرض', edit: 'تعديل', delete: 'حذف', deleteTitle: ${q(`حذف ${m.item.ar} «{{name}}»؟`)} },
    form: { save: 'حفظ', cancel: 'إلغاء', created: ${q(`تمت إضافة ${m.item.ar} «{{name}}»`)}, updated: ${q(`تم حفظ ${m.item.ar} «{{name}}»`)}, loadFailed: ${q(`تعذر تحميل ${m.item.ar}`)}, notFound: ${q(`${m.item.ar} غير موجود`)}, stale: 'عدّل شخص آخر هذا السجل؛ أعد تحميله', currentFile: 'الملف الحالي', chooseFile: 'اختر ملفاً', choose: 'اختر', noOptions: 'لا توجد نتائج' },
    view: { yes: 'نعم', no: 'لا', none: '—', actions: 'الإجراءات' },
  },
  en: {
    titles: { list: ${q(m.title.en)}, create: ${q(`Add ${m.item.en.toLowerCase()}`)}, edit: ${q(`Edit ${m.item.en.toLowerCase()}`)}, view: ${q(m.item.en)} },
    fields: { ${fields('en')}, search: 'Search', status: 'Status', createdAt: 'Added', updatedAt: 'Last changed' },
    list: { add: ${q(`Add ${m.item.en.toLowerCase()}`)}, empty: ${q(`No ${m.title.en.toLowerCase()} yet`)}, view: 'View', edit: 'Edit', delete: 'Delete', deleteTitle: ${q(`Delete ${m.item.en.toLowerCase()} “{{name}}”?`)} },
    form: { save: 'Save', cancel: 'Cancel', created: ${q(`${m.item.en} “{{name}}” added`)}, updated: ${q(`${m.item.en} “{{name}}” saved`)}, loadFailed: ${q(`The ${m.item.en.toLowerCase()} could not be loaded`)}, notFound: ${q(`No such ${m.item.en.toLowerCase()}`)}, stale: 'Someone else changed this record; reload it', currentFile: 'Current file', chooseFile: 'Choose a file', choose: 'Choose', noOptions: 'No results' },
    view: { yes: 'Yes', no: 'No', none: '—', actions: 'Actions' },
  },
};
`;
}

export function apiTs(m: AreaModel): string {
  const p = `/${m.apiPath}`;
  return `/** ${m.title.en}: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
${targets(m).length ? "import { paging } from '../../../shared/limits';\nimport type { RefOption } from '../../shared/lib/refs';\n" : ''}${m.machine ? `import { ${m.machine}Machine } from '../../../machines';\nimport type { ClientActor } from '../../shared/workflow/useLifecycle';\n` : ''}
export type ${m.Singular} = components['schemas']['${m.Singular}'];
export type ${m.Singular}Filters = components['schemas']['${m.Singular}Filters'];
export type ${m.Singular}Input = components['schemas']['${m.Singular}Input'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidate${m.Plural} = (client: QueryClient) => invalidatePaths(client, '${p}', '${p}/');

export function use${m.Plural}(filters: ${m.Singular}Filters, page: number) {
  return failing($api.useQuery('post', '${p}', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function use${m.Singular}(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '${p}/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const create${m.Singular} = (body: ${m.Singular}Input) => call(contract.POST('${p}/store', { body }));
export const update${m.Singular} = (id: number, body: ${m.Singular}Input) => call(contract.POST('${p}/update/{id}', { params: { path: { id } }, body }));
export const delete${m.Singular} = (id: number) => call(contract.POST('${p}/delete/{id}', { params: { path: { id } } }));
${targets(m)
  .map(
    (r) => `
/** ${r.Plural} to choose from (a reference field): the first page by name, narrowed on the server by what the user types. Needs ${r.indexPermission || 'its list permission'}. */
export function use${r.Plural}Options(search: string) {
  return $api.useQuery(
    'post',
    '/${r.apiPath}',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage${r.sortByName ? `, sort: '${r.nameField}', direction: 'asc'` : ''}${r.search ? ', ...(search ? { search } : {})' : ''} } },
    { select: (res) => res.data.data.map((x): RefOption => ({ id: x.id, name: x.${r.nameField}${r.nameEnProp ? ', name_en: x.name_en' : ''} })), placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
`,
  )
  .join('')}${
    m.machine
      ? `
type ${m.Singular}Event = components['schemas']['${m.Singular}Event'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<${m.Singular}> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as ${m.Singular}Event['event'], version: record.version };
  return (await call(contract.POST('${p}/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The ${m.machine} machine's client actors: each sends its event to the server's runtime. */
export const ${m.area}Actors = Object.fromEntries(Object.keys(${m.machine}Machine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<${m.Singular}>>;
`
      : ''
  }`;
}

/** The areas the ref fields point at, each once. */
const targets = (m: AreaModel) => [...new Map(m.fields.filter((f) => f.ref).map((f) => [f.ref!.area, f.ref!])).values()];
const refFields = (m: AreaModel) => m.fields.filter((f) => f.type === 'ref');

const cell = (m: AreaModel, f: Field, row = 'r') => {
  switch (f.type) {
    case 'ref':
      return `(${row}: ${m.Singular}) => (${row}.${f.getKey} ? <bdi>{refLabel(${row}.${f.getKey}, lang)}</bdi> : t('view.none'))`;
    case 'flag':
      return `(${row}: ${m.Singular}) => (${row}.${f.name} ? t('view.yes') : t('view.no'))`;
    case 'date':
      return `(${row}: ${m.Singular}) => <bdi dir="ltr">{${row}.${f.name} ?? t('view.none')}</bdi>`;
    case 'integer':
    case 'number':
      return `(${row}: ${m.Singular}) => <bdi dir="ltr">{${row}.${f.name} ?? t('view.none')}</bdi>`;
    case 'file':
      return `(${row}: ${m.Singular}) => (${row}.${f.name} ? <FileLink url={${row}.${f.name}.url} name={${row}.${f.name}.name} size={${row}.${f.name}.size} /> : t('view.none'))`;
    case 'files':
      return `(${row}: ${m.Singular}) => (${row}.${f.name}.length ? <ul className="file-list">{${row}.${f.name}.map((file) => <li key={file.id}><FileLink url={file.url} name={file.name} size={file.size} /></li>)}</ul> : t('view.none'))`;
    default:
      return `(${row}: ${m.Singular}) => (${row}.${f.name} ? <bdi>{${row}.${f.name}}</bdi> : t('view.none'))`;
  }
};

export function listPageTsx(m: AreaModel): string {
  const p = `/${m.apiPath}`;
  const first = m.fields.find((f) => f.type === 'string')!;
  const refs = refFields(m);
  // every reference shows (it is what a list of them is read by), then the first other fields
  const others = m.fields.filter((f) => f !== first && f.type !== 'text' && f.type !== 'file' && f.type !== 'files' && f.type !== 'ref').slice(0, Math.max(0, 3 - refs.length));
  const shown = m.fields.filter((f) => refs.includes(f) || others.includes(f));
  const withLang = !!m.machine || refs.length > 0;
  const hasFilterSelect = !!m.machine || refs.length > 0;
  return `/**
 * ${m.route}: ${m.title.en.toLowerCase()}, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ${hasFilterSelect ? 'FilterSelect, ' : ''}ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
${m.machine ? "import { statusOptions } from '../../shared/workflow/statusOptions';\n" : ''}
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
${refs.length ? "import { refLabel } from '../../shared/lib/refs';\n" : ''}${m.machine ? `import { StatusBadge } from '../../shared/ui/StatusBadge';\nimport { ${m.machine}Machine } from '../../../machines';\n` : ''}${m.machineUpdate ? "import { acceptedEvents } from '../../../machines/core/runtime';\n" : ''}import { delete${m.Singular}, invalidate${m.Plural}, ${targets(
    m,
  )
    .map((r) => `use${r.Plural}Options, `)
    .join('')}use${m.Plural}, type ${m.Singular}, type ${m.Singular}Filters } from './api';

const FILTERS = [${["'search'", ...(m.machine ? ["'status'"] : []), ...refs.map((f) => `'${f.name}'`)].join(', ')}] as const;

export default function ${m.Plural}Page() {
  const { t${withLang ? ', i18n' : ''} } = useTranslation('${m.area}');
${withLang ? "  const lang = i18n.language === 'en' ? 'en' : 'ar';\n" : ''}${targets(m)
    .map((r) => `  // the filter offers the first page of ${r.area} by name\n  const ${r.area}Options = use${r.Plural}Options('');\n`)
    .join('')}
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: ${m.Singular}Filters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),${m.machine ? '\n    ...(list.filters.status ? { status: list.filters.status } : {}),' : ''}${refs
      .map((f) => `\n    ...(list.filters.${f.name} ? { ${f.name}: Number(list.filters.${f.name}) } : {}),`)
      .join('')}
    ...(list.sortBody as Pick<${m.Singular}Filters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = use${m.Plural}(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: ${m.Singular}) =>
    confirmDelete(
      async () => {
        try {
          return (await delete${m.Singular}(row.id)).message;
        } finally {
          await invalidate${m.Plural}(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.${first.name} }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('${m.permissions.create}') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('${m.route}/create')} /> : undefined} />
${
  hasFilterSelect
    ? `      <SearchFilters list={list} label={t('fields.search')} clearable>
${m.machine ? `        <FilterSelect list={list} name="status" options={statusOptions(${m.machine}Machine, lang)} label={t('fields.status')} />\n` : ''}${refs
        .map(
          (f) =>
            `        <FilterSelect list={list} name="${f.name}" options={(${f.ref!.area}Options.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))} label={t('fields.${f.name}')} loading={${f.ref!.area}Options.isPending} />\n`,
        )
        .join('')}      </SearchFilters>`
    : `      <SearchFilters list={list} label={t('fields.search')} clearable />`
}
      <ListToolbar list={list} name="${m.area}" exportPath="${p}/export" exportBody={exportBody} />
      <ListTable<${m.Singular}> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="${first.name}"
          sortable
          header={t('fields.${first.name}')}
          body={(r: ${m.Singular}) => (
            <Link to={\`${m.route}/\${r.id}\`}>
              <bdi>{r.${first.name}}</bdi>
            </Link>
          )}
        />
${shown.map((f) => `        <Column header={t('fields.${f.name}')} body={${cell(m, f)}} />`).join('\n')}
${m.machine ? `        <Column header={t('fields.status')} body={(r: ${m.Singular}) => <StatusBadge machine={${m.machine}Machine} status={r.status} />} />\n` : ''}        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: ${m.Singular}) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: ${m.Singular}) => (
            <div className="row-actions">
              {can('${m.permissions.update}')${m.machineUpdate ? ` && acceptedEvents(${m.machine}Machine, r.status).includes('UPDATE')` : ''} && (
                <Button size="small" icon="pi pi-pencil" text rounded aria-label={\`\${t('list.edit')}: \${r.${first.name}}\`} tooltip={t('list.edit')} tooltipOptions={{ position: 'top' }} onClick={() => void navigate(\`${m.route}/update/\${r.id}\`)} />
              )}
              {can('${m.permissions.delete}') && (
                <Button size="small" icon="pi pi-trash" text rounded severity="danger" aria-label={\`\${t('list.delete')}: \${r.${first.name}}\`} tooltip={t('list.delete')} tooltipOptions={{ position: 'top' }} onClick={() => remove(r)} />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
`;
}

const input = (m: AreaModel, f: Field) => {
  const id = `${m.kebab}-${f.name.replace(/_/g, '-')}`;
  const common = `id="${id}" invalid={!!errors.${f.name}} aria-invalid={!!errors.${f.name}}`;
  switch (f.type) {
    case 'string':
      return `<InputText ${common} dir="${f.name.endsWith('_en') ? 'ltr' : 'auto'}" maxLength={${m.Singular.toUpperCase()}_TEXT_MAX} {...form.register('${f.name}')} />`;
    case 'text':
      return `<InputTextarea ${common} dir="auto" rows={3} autoResize maxLength={${m.Singular.toUpperCase()}_LONG_TEXT_MAX} {...form.register('${f.name}')} />`;
    case 'integer':
    case 'number':
      return `<Controller name="${f.name}" control={form.control} render={({ field }) => <InputNumber inputId="${id}" value={(field.value as number | null | undefined) ?? null} onValueChange={(e) => field.onChange(e.value ?? null)} useGrouping={false} ${f.type === 'number' ? 'maxFractionDigits={2} ' : ''}invalid={!!errors.${f.name}} />} />`;
    case 'flag':
      return `<Controller name="${f.name}" control={form.control} render={({ field }) => <InputSwitch inputId="${id}" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />} />`;
    case 'date':
      return `<InputText ${common} type="date" dir="ltr" {...form.register('${f.name}')} />`;
    case 'ref':
      return `<Controller name="${f.name}" control={form.control} render={({ field }) => <RefSelect id="${id}" value={field.value as number | null | undefined} onChange={field.onChange} useOptions={use${f.ref!.Plural}Options} current={record.data?.${f.getKey}} invalid={!!errors.${f.name}}${f.required ? '' : ' clearable'} placeholder={t('form.choose')} emptyMessage={t('form.noOptions')} searchLabel={t('fields.search')} />} />`;
    case 'files':
      // the new files and the stored ones to drop are two fields of the form, one picker
      return `<Controller name="${f.name}" control={form.control} render={({ field }) => <Controller name="${f.name}_remove" control={form.control} render={({ field: dropped }) => <FilesPicker id="${id}" accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp" value={field.value as File[] | undefined} onChange={field.onChange} existing={record.data?.${f.name}} removed={dropped.value as number[] | undefined} onRemovedChange={dropped.onChange} invalid={!!errors.${f.name}} />} />} />`;
    case 'file':
      return `<Controller name="${f.name}" control={form.control} render={({ field }) => <FilePicker id="${id}" accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp" value={field.value as File | null | undefined} onChange={(file) => field.onChange(file ?? undefined)} existing={record.data?.${f.name}} invalid={!!errors.${f.name}} />} />`;
  }
};

export function formPageTsx(m: AreaModel): string {
  const first = m.fields.find((f) => f.type === 'string')!;
  const kinds = new Set(m.fields.map((f) => f.type));
  const prime = [
    kinds.has('string') || kinds.has('date') ? "import { InputText } from 'primereact/inputtext';" : '',
    kinds.has('text') ? "import { InputTextarea } from 'primereact/inputtextarea';" : '',
    kinds.has('integer') || kinds.has('number') ? "import { InputNumber } from 'primereact/inputnumber';" : '',
    kinds.has('flag') ? "import { InputSwitch } from 'primereact/inputswitch';" : '',
  ].filter(Boolean);
  const needsController = kinds.has('integer') || kinds.has('number') || kinds.has('flag') || kinds.has('file') || kinds.has('files') || kinds.has('ref');
  const valueOf = (f: Field) => {
    switch (f.type) {
      case 'flag':
        return `r.${f.name}`;
      case 'file':
        return 'undefined';
      case 'files':
        // the new files of this edit; the stored ones show beside them (existing)
        return '[]';
      case 'string':
      case 'text':
      case 'date':
        return `r.${f.name} ?? ''`;
      default:
        return `r.${f.name} ?? null`;
    }
  };
  const emptyOf = (f: Field) =>
    f.type === 'flag' ? '0' : f.type === 'file' ? 'undefined' : f.type === 'files' ? '[]' : f.type === 'integer' || f.type === 'number' || f.type === 'ref' ? 'null' : "''";
  const U = m.Singular.toUpperCase();
  const lists = m.fields.filter((f) => f.type === 'files');
  const startsEmpty = m.fields.some((f) => f.required && (f.type === 'integer' || f.type === 'number' || f.type === 'ref'));
  const limits = [kinds.has('string') ? `${U}_TEXT_MAX` : '', kinds.has('text') ? `${U}_LONG_TEXT_MAX` : ''].filter(Boolean);
  return `/**
 * ${m.route}/create and ${m.route}/update/{id}: the shared rules (shared/rules/${m.area}.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ${needsController ? 'Controller, ' : ''}useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
${prime.join('\n')}
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ${m.Singular}Schema${limits.length ? `, ${limits.join(', ')}` : ''}, type ${m.Singular}Values } from '../../../shared/rules/${m.area}';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
${kinds.has('file') ? "import { FilePicker } from '../../shared/ui/FilePicker';\n" : ''}${kinds.has('files') ? "import { FilesPicker } from '../../shared/ui/FilesPicker';\n" : ''}${kinds.has('ref') ? "import { RefSelect } from '../../shared/ui/RefSelect';\n" : ''}import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { create${m.Singular}, invalidate${m.Plural}, update${m.Singular}, use${m.Singular}, ${targets(m)
    .map((r) => `use${r.Plural}Options, `)
    .join('')}type ${m.Singular}, type ${m.Singular}Input } from './api';

type Values = ${m.Singular}Values;
const FIELDS = [${m.fields.map((f) => `'${f.name}'`).join(', ')}] as const;
${startsEmpty ? '// a required number or choice starts empty (null), which its rule refuses until one is given\n' : ''}const empty = { ${[...m.fields.map((f) => `${f.name}: ${emptyOf(f)}`), ...lists.map((f) => `${f.name}_remove: []`)].join(', ')} } as ${startsEmpty ? 'unknown as ' : ''}v.InferInput<typeof ${m.Singular}Schema>;
const valuesOf = (r: ${m.Singular}) => ({ ${[...m.fields.map((f) => `${f.name}: ${valueOf(f)}`), ...lists.map((f) => `${f.name}_remove: []`)].join(', ')} }) as v.InferInput<typeof ${m.Singular}Schema>;

export default function ${m.Singular}FormPage() {
  const { t } = useTranslation('${m.area}');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = use${m.Singular}(id);
  const form = useForm<v.InferInput<typeof ${m.Singular}Schema>, unknown, Values>({ resolver: valibotResolver(${m.Singular}Schema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: ${m.Singular}Input) => (editing ? update${m.Singular}(id, body) : create${m.Singular}(body)),
    onSuccess: () => invalidate${m.Plural}(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as ${m.Singular}Input;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.${first.name} }));
      void navigate('${m.route}');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="${m.route}" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? \`\${title}: \${record.data.${first.name}}\` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
${m.fields
  .map(
    (f) => `            <Field id="${m.kebab}-${f.name.replace(/_/g, '-')}" label={t('fields.${f.name}')} error={errors.${f.name}?.message as string | undefined}${f.required ? ' required' : ''}>
              ${input(m, f)}
            </Field>`,
  )
  .join('\n')}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('${m.route}')} />
        </div>
      </form>
    </>
  );
}
`;
}

export function viewPageTsx(m: AreaModel): string {
  const first = m.fields.find((f) => f.type === 'string')!;
  const hasRefs = refFields(m).length > 0;
  return `/**
 * ${m.route}/{id}: one ${m.item.en.toLowerCase()} with every field${m.machine ? ', its status and the actions its lifecycle\n * accepts now (machines/' + m.machine + ')' : ''}.
 */
import { Link, ${m.machineUpdate ? 'useNavigate, ' : ''}useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
${m.machineUpdate ? '' : "import { hasPermission, useSession } from '../../shared/auth/session';\n"}import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
${hasRefs ? "import { refLabel } from '../../shared/lib/refs';\n" : ''}${m.fields.some((f) => f.type === 'file' || f.type === 'files') ? "import { FileLink } from '../../shared/ui/StoredFile';\n" : ''}${m.machine ? `import { StatusBadge } from '../../shared/ui/StatusBadge';\nimport { ${m.machine}Machine } from '../../../machines';\n` : ''}${m.machine ? "import { useQueryClient } from '@tanstack/react-query';\nimport { LifecycleActions } from '../../shared/workflow/LifecycleActions';\n" : ''}import { ${m.machine ? `${m.area}Actors, invalidate${m.Plural}, ` : ''}use${m.Singular}, type ${m.Singular} } from './api';

export default function ${m.Singular}ViewPage() {
  const { t${hasRefs ? ', i18n' : ''} } = useTranslation('${m.area}');
${hasRefs ? "  const lang = i18n.language === 'en' ? 'en' : 'ar';\n" : ''}
  const id = Number(useParams().id);
${m.machineUpdate ? '  const navigate = useNavigate();\n' : '  const session = useSession();\n'}${m.machine ? '  const client = useQueryClient();\n' : ''}  const record = use${m.Singular}(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="${m.route}" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: ${m.Singular} = record.data;
  return (
    <>
${
  m.machineUpdate
    ? `      <PageHeader title={r.${first.name}} />
`
    : `      <PageHeader
        title={r.${first.name}}
        actions={
          hasPermission(session, '${m.permissions.update}') ? (
            <Link to={\`${m.route}/update/\${r.id}\`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
`
}${
    m.machine
      ? `      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions machine={${m.machine}Machine} record={r} actors={${m.area}Actors}${m.machineUpdate ? ` withForm={{ UPDATE: () => void navigate(\`${m.route}/update/\${r.id}\`) }}` : ''} onDone={() => invalidate${m.Plural}(client)} />
      </section>
`
      : ''
  }      <dl className="record-view">
${m.fields.map((f) => `        <dt>{t('fields.${f.name}')}</dt>\n        <dd>{(${cell(m, f)})(r)}</dd>`).join('\n')}
${m.machine ? `        <dt>{t('fields.status')}</dt>\n        <dd>\n          <StatusBadge machine={${m.machine}Machine} status={r.status} />\n        </dd>\n` : ''}        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
    </>
  );
}
`;
}
