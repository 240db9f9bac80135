import type { ReactNode } from "react";

/**
 * The search form above a filtered list (packages, syntax lookup). Without JavaScript it submits `?q=`
 * to the page; with it, the browser filters the list as the reader types.
 */
export function FilterBar(props: {
  /** The page the form submits to. */
  readonly action: string;
  /** The data attribute the browser script finds the form by. */
  readonly marker: "data-packages-filter" | "data-syntax-filter";
  readonly inputId: string;
  readonly label: string;
  readonly placeholder: string;
  /** More controls after the search button. */
  readonly children?: ReactNode;
}) {
  return (
    <form className="filter-bar" role="search" {...{ [props.marker]: true }} action={props.action} method="get">
      <label className="visually-hidden" htmlFor={props.inputId}>
        {props.label}
      </label>
      <input id={props.inputId} name="q" type="search" placeholder={props.placeholder} autoComplete="off" data-filter-input />
      <button type="submit" className="button button--ghost filter-bar__submit">
        Search
      </button>
      {props.children}
    </form>
  );
}
