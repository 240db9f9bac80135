import { CLIENT_CONFIG_ID } from "../../src/shared/clientConfig.ts";
import { EARLY_HEAD_SCRIPT } from "../../src/shared/theme.ts";
import type { AssetsView, HeadView } from "../../src/render/views.ts";

/** The document head: title, description, canonical, Open Graph, feed, styles, the client's configuration. */
export function Head({ head, assets }: { head: HeadView; assets: AssetsView }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:url" content={head.canonical} />
      {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
      <meta property="og:locale" content={head.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#e6484f" />
      <meta name="color-scheme" content="light dark" />
      <link rel="alternate" type="application/rss+xml" title={head.feedTitle} href={head.feedHref} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* Before the stylesheets: marks the document as scripted and sets the colour theme before the body paints. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_HEAD_SCRIPT }} />
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} integrity={assets.integrity[href]} />
      ))}
      {/* In the head, where content (always in the body) can neither create nor come before it. */}
      <script type="application/json" id={CLIENT_CONFIG_ID} dangerouslySetInnerHTML={{ __html: assets.clientConfig }} />
    </head>
  );
}
