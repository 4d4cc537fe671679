/**
 * Query strings with the spec's own parameter names: arrays repeat their key as given
 * (`'f[]': ['a', 'b']` -> `f[]=a&f[]=b`), objects become bracketed keys
 * (`context: { geo_location: '1,2' }` -> `context[geo_location]=1,2`), and undefined,
 * null and empty arrays are left out.
 */

export type Scalar = string | number | boolean;
export type ParamValue = Scalar | null | undefined | readonly Scalar[] | { readonly [key: string]: Scalar | null | undefined };

export function encodeParams(params: object): string {
  // (append() writes any value as its text: a number or boolean needs no String() of ours.)
  const out = new URLSearchParams() as Omit<URLSearchParams, 'append'> & { append(name: string, value: Scalar): void };
  for (const [key, value] of Object.entries(params) as Array<[string, ParamValue]>) {
    if (value == null) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key, v);
    else if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) if (v != null) out.append(`${key}[${sub}]`, v);
    } else out.append(key, value);
  }
  return out.toString();
}
