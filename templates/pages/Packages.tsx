import { InlineText, plainText } from "../components/InlineText.tsx";
import type { BodyView } from "../../src/render/views.ts";
import { FilterBar } from "../components/FilterBar.tsx";

type PackagesBody = Extract<BodyView, { kind: "packages" }>;

/** The package list with search and an official/community filter (filtering runs in the browser). */
export function Packages({ body }: { body: PackagesBody }) {
  return (
    <main id="main" className="packages">
      <header className="packages__header">
        <h1>Packages</h1>
        <p>Libraries and bindings for ReScript, from the core team and the community. Search by name, description or keyword.</p>
      </header>
      <FilterBar action={body.href} marker="data-packages-filter" inputId="packages-query" label="Search packages" placeholder="Search packages">
        <fieldset className="filter-bar__kinds">
          <legend className="visually-hidden">Show</legend>
          <label>
            <input type="checkbox" name="official" value="1" defaultChecked data-filter-official /> Official
          </label>
          <label>
            <input type="checkbox" name="community" value="1" defaultChecked data-filter-community /> Community
          </label>
        </fieldset>
      </FilterBar>
      <p className="packages__count" aria-live="polite" data-filter-count data-one="package" data-other="packages">
        {body.packages.length} packages
      </p>
      <ul className="package-list" data-filter-list>
        {body.packages.map((p) => (
          <li
            key={p.name}
            className="package"
            data-filter-item
            data-kind={p.official ? "official" : "community"}
            data-search={[p.name, plainText(p.description), ...p.keywords].join(" ").toLowerCase()}
          >
            <div className="package__head">
              <h2 className="package__name">
                {/* A long name wraps after its scope's slash or at a hyphen, never inside a word. */}
                {p.name.split("/").map((part, i, all) => [i > 0 ? <wbr key={i} /> : null, i < all.length - 1 ? `${part}/` : part])}
              </h2>
              <span className={`badge badge--${p.official ? "official" : "community"}`}>{p.official ? "official" : "community"}</span>
              {p.version ? <span className="package__version">{p.version}</span> : null}
            </div>
            <p className="package__description">
              <InlineText text={p.description} />
            </p>
            {p.keywords.length > 0 ? (
              <ul className="package__keywords">
                {p.keywords.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            ) : null}
            <p className="package__links">
              <a href={p.npmHref} rel="noopener noreferrer">
                npm
              </a>
              {p.repositoryHref ? (
                <a href={p.repositoryHref} rel="noopener noreferrer">
                  Repository
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="filter-empty" data-filter-empty hidden>
        No packages match your search.
      </p>
    </main>
  );
}
