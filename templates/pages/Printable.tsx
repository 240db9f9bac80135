import type { PrintableBodyView, PrintChapterView } from "../../src/render/views.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";

/** The chapters in runs of the same sidebar category, in order. */
function partsOf(chapters: readonly PrintChapterView[]): { name: string; chapters: PrintChapterView[] }[] {
  const parts: { name: string; chapters: PrintChapterView[] }[] = [];
  for (const chapter of chapters) {
    const last = parts.at(-1);
    if (last && last.name === chapter.category) last.chapters.push(chapter);
    else parts.push({ name: chapter.category, chapters: [chapter] });
  }
  return parts;
}

/** Every chapter of a docs version on one page, for printing: its title and contents, then each chapter in sidebar order. */
export function Printable({ body }: { body: PrintableBodyView }) {
  return (
    <main id="main" className="printable">
      <Breadcrumbs crumbs={body.breadcrumbs} />
      <header className="printable__head">
        <h1 className="printable__title">{body.title}</h1>
        <p className="printable__note">
          All {body.chapters.length} chapters of this version on one page, in the order of the sidebar. Print it or save it as a PDF with your browser's print
          command. A link from one chapter to another leads to that chapter on this page.
        </p>
      </header>
      <nav className="printable__contents" aria-label="Contents">
        <h2>Contents</h2>
        <ol className="printable__parts">
          {partsOf(body.chapters).map((part) => (
            <li key={part.chapters[0]!.anchor}>
              <span className="printable__part">{part.name}</span>
              <ol className="printable__toc">
                {part.chapters.map((chapter) => (
                  <li key={chapter.anchor}>
                    <a href={`#${chapter.anchor}`}>{chapter.title}</a>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>
      {body.chapters.map((chapter) => (
        <article key={chapter.anchor} id={chapter.anchor} className="printable__chapter">
          <p className="printable__category">{chapter.category}</p>
          <div className="markdown" dangerouslySetInnerHTML={{ __html: chapter.html }} />
        </article>
      ))}
    </main>
  );
}
