// What the playground is doing, as `data-state` on [data-playground]: the styles and the browser tests read it.

/** The states of the page, in the order they usually come. */
export type PlaygroundState = "loading" | "failed" | "compiling" | "success" | "errors";

export function setPageState(page: HTMLElement, state: PlaygroundState): void {
  page.dataset["state"] = state;
}
