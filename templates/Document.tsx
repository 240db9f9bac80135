import type { PageView } from "../src/render/views.ts";
import { Footer } from "./components/Footer.tsx";
import { Head } from "./components/Head.tsx";
import { Header } from "./components/Header.tsx";
import { BlogArticle } from "./pages/BlogArticle.tsx";
import { BlogIndex } from "./pages/BlogIndex.tsx";
import { DocsOverview } from "./pages/DocsOverview.tsx";
import { Generic } from "./pages/Generic.tsx";
import { Landing } from "./pages/Landing.tsx";
import { NotFound } from "./pages/NotFound.tsx";
import { Packages } from "./pages/Packages.tsx";
import { Playground } from "./pages/Playground.tsx";
import { Printable } from "./pages/Printable.tsx";
import { SyntaxLookup } from "./pages/SyntaxLookup.tsx";
import { DocsLayout } from "./layouts/DocsLayout.tsx";

/** A complete HTML document for one page. */
export function Document({ view }: { view: PageView }) {
  const { body } = view;
  return (
    <html lang="en">
      <Head head={view.head} assets={view.assets} />
      <body className={`page page--${body.kind}`}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header shell={view.shell} wide={body.kind === "landing" || body.kind === "blogIndex" || body.kind === "packages"} />
        <PageBody view={view} />
        <Footer shell={view.shell} />
        {view.assets.js.map((src) => (
          <script key={src} type="module" src={src} integrity={view.assets.integrity[src]} />
        ))}
      </body>
    </html>
  );
}

function PageBody({ view }: { view: PageView }) {
  const { body } = view;
  switch (body.kind) {
    case "landing":
      return <Landing body={body} shell={view.shell} />;
    case "docs":
    case "community":
      return <DocsLayout body={body} />;
    case "printable":
      return <Printable body={body} />;
    case "blogIndex":
      return <BlogIndex body={body} />;
    case "blogArticle":
      return <BlogArticle body={body} />;
    case "packages":
      return <Packages body={body} />;
    case "syntaxLookup":
      return <SyntaxLookup body={body} />;
    case "playground":
      return <Playground body={body} />;
    case "generic":
      return <Generic body={body} />;
    case "docsOverview":
      return <DocsOverview body={body} />;
    case "notFound":
      return <NotFound body={body} shell={view.shell} />;
  }
}
