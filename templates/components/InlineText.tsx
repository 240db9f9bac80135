import { Fragment } from "react";

/**
 * Text from the site's data files, where `backticks` mark code (as in Markdown): each code span renders as
 * `<code>`, the rest as plain text. An unpaired backtick stays as written.
 */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        // Odd positions are the captured code spans.
        i % 2 === 1 ? <code key={i}>{part}</code> : part === "" ? null : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

/** The same text with its code marks removed: for attributes and search keys. */
export function plainText(text: string): string {
  return text.replace(/`([^`\n]+)`/g, "$1");
}
