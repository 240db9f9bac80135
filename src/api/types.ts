/** One documented item of a module: a value, type, external or module type. */
export interface ApiItem {
  readonly kind: "value" | "type" | "moduleType";
  readonly name: string;
  /** ReScript signature as the compiler prints it, e.g. `let map: (array<'a>, 'a => 'b) => array<'b>`. */
  readonly signature: string;
  /** Markdown docstrings, in source order. */
  readonly docstrings: readonly string[];
  readonly deprecated?: string;
}

/** A module with its items and submodules, as the API reference shows it. */
export interface ApiModule {
  /** Display name, e.g. `Array`. */
  readonly name: string;
  /** Qualified name parts from the area root, e.g. [`Belt`, `Set`, `Int`]. */
  readonly path: readonly string[];
  readonly docstrings: readonly string[];
  readonly items: readonly ApiItem[];
  readonly modules: readonly ApiModule[];
  /** URL segment of the module's page when it is not the kebab-case name (legacy pages keep their old URLs). */
  readonly slug?: string;
}

/** `HashMapInt` -> `hash-map-int`, `Array2` -> `array-2`, `Int8Array` -> `int-8-array`. */
export function toKebab(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .replace(/([A-Za-z])(\d)/g, "$1-$2")
    .replace(/(\d)([A-Za-z])/g, "$1-$2")
    .replace(/_/g, "-")
    .toLowerCase();
}
