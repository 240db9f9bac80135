// Small line icons drawn for this site (24x24, stroke-based), plus the site's own logo mark.

const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: "false" as const,
};

/** The ReScript-style mark: a rounded red square with a bold R cut from it. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#e6484f" />
      <path
        d="M10 8h7.2c3.6 0 5.8 1.9 5.8 5 0 2.3-1.3 3.9-3.4 4.6L23.4 24h-4.3l-3.4-5.9H14V24h-4V8zm4 3.3v3.7h3c1.3 0 2-.7 2-1.9s-.7-1.8-2-1.8h-3z"
        fill="#fff"
      />
    </svg>
  );
}

/** Magnifying glass. */
export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

/** Three bars. */
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

/** A cross. */
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/** A half-filled circle: the colour theme. */
export const ThemeIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
  </svg>
);

/** Two crossed strokes standing for X. */
export const XIcon = () => (
  <svg {...base}>
    <path d="M5 4l14 16M19 4L5 20" />
  </svg>
);

const BLUESKY_PATH =
  "M12 11C10 7 6.5 4.5 4.5 4.5S3 6.5 3.5 9s2.5 3.5 5 3.2C6 13 5 15 7 17s4-1.5 5-4" + "c1 2.5 3 6 5 4s1-4-1.5-4.8c2.5.3 4.5-.7 5-3.2s.2-4.5-1-4.5S14 7 12 11z";

/** A simple butterfly outline for Bluesky. */
export const BlueskyIcon = () => (
  <svg {...base}>
    <path d={BLUESKY_PATH} />
  </svg>
);

const GITHUB_HEAD =
  "M8.2 15.6C5.6 15.1 4 13.3 4 10.6c0-1.3.5-2.4 1.3-3.2L5 3.8l3.2 1.6A12 12 0 0 1 12 4.8c1.3 0 2.6.2 3.8.6L19 3.8l-.3 3.6" +
  "c.8.8 1.3 1.9 1.3 3.2 0 2.7-1.6 4.5-4.2 5 .6.7.9 1.5.9 2.5V21";

/** GitHub's cat: a head with two pointed ears above a neck and a curled arm, drawn in the line style of the others. */
export const GitHubIcon = () => (
  <svg {...base} strokeWidth={1.8}>
    <path d={GITHUB_HEAD} />
    <path d="M8.2 15.6c-.6.7-.9 1.5-.9 2.5V21" />
    <path d="M7.3 18.6c-2.2.4-2.8-1.3-4.3-1.6" />
  </svg>
);

/** Two speech bubbles for the forum. */
export const ForumIcon = () => (
  <svg {...base}>
    <path d="M4 5h11v8H9l-3 3v-3H4z" />
    <path d="M15 9h5v8h-2v3l-3-3h-4v-2" />
  </svg>
);

/** A chevron pointing right (direction set by CSS where needed). */
export const ChevronIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

/** The icon for a social link by its name. */
export function SocialIcon({ name }: { name: string }) {
  switch (name) {
    case "X":
      return <XIcon />;
    case "Bluesky":
      return <BlueskyIcon />;
    case "GitHub":
      return <GitHubIcon />;
    default:
      return <ForumIcon />;
  }
}
