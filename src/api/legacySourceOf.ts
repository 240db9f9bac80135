// Which interface file of an old compiler documents a legacy API page.

/** A legacy page's source: the library file (without extension) and, for typed arrays, a module inside it. */
export interface LegacySource {
  readonly file: string;
  readonly module?: string;
  /** Display name of the page's module, e.g. `HashMapInt`. */
  readonly name: string;
}

const PASCAL = (slug: string) =>
  slug
    .split("-")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");

const TYPED_ARRAY_MODULES: Readonly<Record<string, string>> = {
  "array-buffer": "ArrayBuffer",
  "int-8-array": "Int8Array",
  "uint-8-array": "Uint8Array",
  "uint-8-clamped-array": "Uint8ClampedArray",
  "int-16-array": "Int16Array",
  "uint-16-array": "Uint16Array",
  "int-32-array": "Int32Array",
  "uint-32-array": "Uint32Array",
  "float-32-array": "Float32Array",
  "float-64-array": "Float64Array",
  "data-view": "DataView",
};

const JS_FILES: Readonly<Record<string, string>> = {
  nullable: "js_null_undefined",
  "typed-array-2": "js_typed_array2",
  "array-2": "js_array2",
  "string-2": "js_string2",
};

/** Maps an area and page slug (`belt`, `hash-map-int`) to the file that documents it. */
export function legacySourceOf(area: string, slug: string): LegacySource {
  if (area === "belt") return { file: `belt_${PASCAL(slug)}`, name: PASCAL(slug) };
  if (area === "dom") return { file: `dom_${slug}`, name: PASCAL(slug) };
  const typed = TYPED_ARRAY_MODULES[slug];
  if (typed) return { file: "js_typed_array2", module: typed, name: typed };
  return { file: JS_FILES[slug] ?? `js_${slug.replace(/-/g, "_")}`, name: PASCAL(slug) };
}
