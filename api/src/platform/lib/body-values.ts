/** The columns a body sets, among `keys` (keys left out, e.g. of a PATCH, keep their stored value). */
export function definedValues<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const values: Partial<Pick<T, K>> = {};
  for (const key of keys) if (body[key] !== undefined) values[key] = body[key];
  return values;
}
