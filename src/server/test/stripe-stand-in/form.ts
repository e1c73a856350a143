// Reads the stripe library's request bodies and query strings: form encoding with bracketed keys
// (`line_items[0][price_data][unit_amount]=1250`, `expand[0]=payment_method`) into nested values,
// as Stripe's API reads them. Every leaf stays a string, as on the wire.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = keyPath(rawKey);
    if (head === undefined) continue;
    setPath(root, [head, ...rest], value);
  }
  return arraysOf(root) as Form;
}

/** 'a[b][0]' -> ['a', 'b', '0']; 'expand[]' -> ['expand', ''] (appended). */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function setPath(target: Record<string, FormValue>, path: string[], value: string): void {
  let node = target;
  path.forEach((raw, i) => {
    const segment = raw === '' ? String(Object.keys(node).length) : raw;
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    if (child === undefined || typeof child === 'string' || Array.isArray(child)) node[segment] = {};
    node = node[segment] as Record<string, FormValue>;
  });
}

/** Objects whose keys are exactly 0..n-1 become arrays, as qs's indexed format means. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k] as FormValue)]));
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? keys.map((k) => converted[k] as FormValue) : converted;
}

/** A nested string value, or undefined. */
export function text(form: Form | FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = form as FormValue | undefined;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[String(segment)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A nested object of strings (metadata), {} when absent. */
export function record(form: Form | FormValue | undefined, ...path: string[]): Record<string, string> {
  let node: FormValue | undefined = form as FormValue | undefined;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return {};
    node = node[segment];
  }
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return {};
  return Object.fromEntries(Object.entries(node).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A list of strings (expand[]), [] when absent. */
export function list(form: Form | FormValue | undefined, key: string): string[] {
  if (form === undefined || typeof form === 'string' || Array.isArray(form)) return [];
  const node = form[key];
  if (node === undefined) return [];
  if (typeof node === 'string') return [node];
  const values = Array.isArray(node) ? node : Object.values(node);
  return values.filter((v): v is string => typeof v === 'string');
}
