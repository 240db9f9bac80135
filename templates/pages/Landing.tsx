import type { BodyView, ShellView } from "../../src/render/views.ts";
import { CopyCommand } from "../components/CopyCommand.tsx";
import { InlineText } from "../components/InlineText.tsx";
import { Wordmark } from "../components/Wordmark.tsx";

type LandingBody = Extract<BodyView, { kind: "landing" }>;
type Feature = { title: string; text: string; linkText: string; href: string; image?: string };
type Company = { name: string; url: string; image?: string };
type Resource = { title: string; description: string; href: string; image?: string };
type LandingData = {
  example?: { res?: string };
  features?: Feature[];
  install?: { npm?: string; template?: string };
  carousel?: string[];
  /** Phone variants of `carousel`, same order and length, drawn for a portrait frame (PHONE_IMAGE), served when PHONE_MEDIA matches. */
  carouselPhone?: string[];
};

const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The landing page: hero, code example, quick install, features, community, logo wall, resources. */
export function Landing({ body, shell }: { body: LandingBody; shell: ShellView }) {
  const landing = (body.data["landing"] ?? {}) as LandingData;
  const companies = list<Company>(body.data["companies"]);
  const resources = list<Resource>(body.data["resources"]);
  const features = landing.features ?? [];
  const example = body.examples["hero"];
  const forum = shell.social.find((s) => s.name === "Forum")?.href ?? "https://forum.rescript-lang.org";
  return (
    <main id="main" className="landing">
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Fast, Simple, Fully Typed JavaScript from the Future</h1>
          <p className="hero__lead">
            A strongly typed language that turns into clean, readable JavaScript, with a compiler quick enough to keep up with your typing, in projects of any
            size.
          </p>
          <div className="hero__actions">
            {shell.docsStart ? (
              <a className="button button--primary" href={shell.docsStart}>
                Get started
              </a>
            ) : null}
            <a className="button button--ghost" href={shell.playgroundPath}>
              Try it in the playground
            </a>
          </div>
        </div>
      </section>

      {example ? (
        <section className="landing-example" aria-labelledby="example-title">
          <h2 id="example-title" className="visually-hidden">
            ReScript and the JavaScript it compiles to
          </h2>
          <div className="landing-example__panes">
            <figure className="landing-example__pane">
              <figcaption>ReScript</figcaption>
              <pre className="code-block__pre" tabIndex={0}>
                <code className="hljs language-rescript" dangerouslySetInnerHTML={{ __html: example.sourceHtml }} />
              </pre>
            </figure>
            <figure className="landing-example__pane landing-example__pane--js">
              <figcaption>Compiled JavaScript</figcaption>
              <pre className="code-block__pre" tabIndex={0}>
                <code className="hljs language-javascript" dangerouslySetInnerHTML={{ __html: example.jsHtml }} />
              </pre>
            </figure>
          </div>
          <p className="landing-example__play">
            <a href={example.playgroundHref}>Edit this example in the playground</a>
          </p>
        </section>
      ) : null}

      <section className="quick-install" aria-labelledby="install-title">
        <div className="quick-install__text">
          <h2 id="install-title">Quick install</h2>
          <p>Add ReScript to an existing JavaScript project with npm, or generate a fresh project from the official template.</p>
        </div>
        <div className="quick-install__boxes">
          <CopyCommand label="Add to a project" command={landing.install?.npm ?? "npm install rescript"} />
          <CopyCommand label="Create a new project" command={landing.install?.template ?? "npm create rescript-app@latest"} />
        </div>
      </section>

      {features.map((f, i) => (
        <section key={f.title} className={`feature feature--${i % 2 === 0 ? "left" : "right"}`}>
          <div className="feature__text">
            <h2>{f.title}</h2>
            <p>
              <InlineText text={f.text} />
            </p>
            <a className="feature__link" href={f.href}>
              {f.linkText}
            </a>
          </div>
          {f.image ? <img className="feature__image" src={f.image} alt="" loading="lazy" width={560} height={360} /> : null}
        </section>
      ))}

      {landing.carousel && landing.carousel.length > 0 ? (
        <section className="tooling" aria-labelledby="tooling-title">
          <div className="tooling__text">
            <h2 id="tooling-title">A community and tooling you can count on</h2>
            <p>
              Editor support with type hints and autocompletion, a formatter, a playground, and a friendly forum where the people who build the compiler answer
              questions.
            </p>
            <a className="button button--ghost" href={forum} rel="noopener noreferrer">
              Join the forum
            </a>
          </div>
          <section className="carousel" data-carousel data-interval="6000" aria-roledescription="carousel" aria-label="Tooling screenshots">
            <CarouselFrame images={landing.carousel} phone={phoneImages(landing)} />
            <div className="carousel__indicators">
              {landing.carousel.map((src, i) => (
                <button
                  key={src}
                  type="button"
                  className={`carousel__indicator${i === 0 ? " is-active" : ""}`}
                  data-carousel-indicator={i}
                  aria-label={`Show image ${i + 1}`}
                  aria-current={i === 0 ? "true" : undefined}
                />
              ))}
            </div>
          </section>
        </section>
      ) : null}

      <section className="trusted" aria-labelledby="trusted-title">
        <h2 id="trusted-title">Trusted by our users</h2>
        <ul className="trusted__wall" data-count={companies.length}>
          {companies.map((c) => (
            <li key={c.name}>
              <a href={c.url} rel="noopener noreferrer" title={c.name}>
                {c.image ? <Logo src={c.image} name={c.name} size={body.imageSizes[c.image]} /> : <Wordmark name={c.name} />}
              </a>
            </li>
          ))}
        </ul>
        {body.companiesEditHref ? (
          <p className="trusted__add">
            Using ReScript in production?{" "}
            <a href={body.companiesEditHref} rel="noopener noreferrer">
              Add your logo
            </a>
          </p>
        ) : null}
      </section>

      <section className="resources" aria-labelledby="resources-title">
        <h2 id="resources-title">Curated resources</h2>
        <ul className="resources__grid">
          {resources.map((r) => (
            <li key={r.href} className="resource-card">
              <a href={r.href} rel={r.href.startsWith("http") ? "noopener noreferrer" : undefined}>
                {r.image ? <img src={r.image} alt="" loading="lazy" width={320} height={180} /> : null}
                <span className="resource-card__title">{r.title}</span>
                <span className="resource-card__text">
                  <InlineText text={r.description} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** A logo of the wall, 40 px tall, its width from the image's own proportions when the build knows them. */
function Logo({ src, name, size }: { src: string; name: string; size: { width: number; height: number } | undefined }) {
  const width = size ? Math.round((size.width * LOGO_HEIGHT) / size.height) : undefined;
  return <img src={src} alt={name} loading="lazy" decoding="async" height={LOGO_HEIGHT} {...(width ? { width } : {})} />;
}

const LOGO_HEIGHT = 40;

/** Viewports that get the carousel's phone variants; landing.css gives the frame their ratio under the same query. */
const PHONE_MEDIA = "(max-width: 640px)";
/** Size of the phone variants' viewBox (public/img/landing/carousel-*-phone.svg): 3:4, like the frame on phones. */
const PHONE_IMAGE = { width: 600, height: 800 };

/** The phone variants of the carousel images, or undefined unless every image has one. */
function phoneImages(landing: LandingData): readonly string[] | undefined {
  const phone = landing.carouselPhone;
  const ok = Array.isArray(phone) && phone.length === landing.carousel?.length && phone.every((p) => typeof p === "string" && p !== "");
  return ok ? phone : undefined;
}

/**
 * The carousel's images, each a `<picture>` that switches to its phone variant when PHONE_MEDIA matches. The `<img>` keeps the
 * desktop variant's size and carries `data-carousel-image` / `is-active`; the frame's CSS ratio follows the variant.
 */
function CarouselFrame({ images, phone }: { images: readonly string[]; phone: readonly string[] | undefined }) {
  return (
    <div className={`carousel__frame${phone ? " carousel__frame--portrait" : ""}`} data-carousel-frame>
      {images.map((src, i) => (
        <picture key={src} className="carousel__picture">
          {phone ? <source media={PHONE_MEDIA} srcSet={phone[i]} width={PHONE_IMAGE.width} height={PHONE_IMAGE.height} /> : null}
          <img
            className={`carousel__image${i === 0 ? " is-active" : ""}`}
            src={src}
            alt={`Tooling illustration ${i + 1} of ${images.length}`}
            loading="lazy"
            width={640}
            height={400}
            data-carousel-image={i}
          />
        </picture>
      ))}
    </div>
  );
}
