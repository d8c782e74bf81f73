/**
 * Bodies as the spec's portal sends them (spec 000 §5): multi-value fields and
 * files as indexed fields (`roles[0]`), booleans as 0/1, empty values left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v));
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (value instanceof Date) form.append(key, value.toISOString());
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
    else form.append(key, String(value as string | number | bigint));
  };
  if (body && typeof body === 'object') for (const [k, v] of Object.entries(body as Record<string, unknown>)) add(k, v);
  return form;
}
