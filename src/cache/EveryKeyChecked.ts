// A compile-time guard for the cache's shape checks: a model field without a rule in its strict zod schema
// would make every cached entry holding it "of another shape" (dropped, made again and warned about on each
// build), so the type check names the field instead.

/** `true` when every key of `Model` has a rule in `Checked` (a schema's output type); otherwise the keys without one. */
export type EveryKeyChecked<Model, Checked> = [Exclude<keyof Model, keyof Checked>] extends [never] ? true : Exclude<keyof Model, keyof Checked>;
