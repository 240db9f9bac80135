import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageView, TemplateModule } from "./views.ts";

/** Renders a complete HTML document for a page view with the site's templates. */
export function renderPage(view: PageView, templates: TemplateModule): string {
  const Document = templates.Document as FunctionComponent<{ view: PageView }>;
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { view }))}`;
}
