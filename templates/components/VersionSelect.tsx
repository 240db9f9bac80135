import type { VersionSelectView } from "../../src/render/views.ts";

/** The version selector: a select with '--- Next ---' / '--- Released ---' separators; links for readers without JS. */
export function VersionSelect({ select }: { select: VersionSelectView; route: string }) {
  const versions = select.options.filter((o) => o.kind === "version");
  return (
    <div className="version-select">
      <label className="version-select__label" htmlFor="version-select">
        Version
      </label>
      <select
        id="version-select"
        className="version-select__select"
        data-version-select
        data-storage-key={select.storageKey}
        data-base={select.base}
        data-current={select.current}
        defaultValue={select.current}
      >
        {select.options.map((o, i) =>
          o.kind === "separator" ? (
            <option key={`sep-${i}`} disabled value={`separator-${i}`}>
              {o.label}
            </option>
          ) : (
            <option key={o.value} value={o.value} data-href={select.targets[o.value]} disabled={select.targets[o.value] === undefined || undefined}>
              {o.label}
            </option>
          ),
        )}
      </select>
      <noscript>
        <ul className="version-select__links">
          {versions.map((o) => (
            <li key={o.label}>{o.kind === "version" && select.targets[o.value] ? <a href={select.targets[o.value]}>{o.label}</a> : <span>{o.label}</span>}</li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
