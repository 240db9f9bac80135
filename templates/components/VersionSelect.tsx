import type { VersionSelectView } from "../../src/render/views.ts";
import { switchVersionInPath } from "../../src/shared/versionOptions.ts";

/** The version selector: a select with '--- Next ---' / '--- Released ---' separators; links for readers without JS. */
export function VersionSelect({ select, route }: { select: VersionSelectView; route: string }) {
  const versions = select.options.filter((o) => o.kind === "version");
  return (
    <div className="version-select">
      <label className="version-select__label" htmlFor="version-select">
        Version
      </label>
      <select id="version-select" className="version-select__select" data-version-select data-storage-key={select.storageKey} data-base={select.base} data-current={select.current} defaultValue={select.current}>
        {select.options.map((o, i) =>
          o.kind === "separator" ? (
            <option key={`sep-${i}`} disabled value={`separator-${i}`}>
              {o.label}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      <noscript>
        <ul className="version-select__links">
          {versions.map((o) => (
            <li key={o.label}>
              <a href={switchVersionInPath(route, select.current, o.kind === "version" ? o.value : select.current)}>{o.label}</a>
            </li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
