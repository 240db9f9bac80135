// Files editors and tools write beside the one being saved and remove (or rename over it) a moment later:
//   vim: `.name.swp` (and .swo, .swn, .swx), `name~` backups, `4913` (then 5036, 5159...: the file it writes
//        to test that the folder is writable); emacs: `#name#`, `.#name`; GNU sed -i: `sedXXXXXX`;
//   JetBrains IDEs: `name___jb_tmp___`, `name___jb_old___`.

/** True when a file's name (its last path segment) is one an editor or `sed -i` gives its temporary files. */
export function isEditorTempFile(name: string): boolean {
  return (
    /\.sw[nopx]$/.test(name) ||
    name.endsWith("~") ||
    /^#.*#$/.test(name) ||
    name.startsWith(".#") ||
    /^sed[A-Za-z0-9]{6}$/.test(name) ||
    /___jb_(tmp|old)___$/.test(name) ||
    isVimWriteProbe(name)
  );
}

/** vim's probe files: 4913, then 123 more each time the name is taken. */
function isVimWriteProbe(name: string): boolean {
  if (!/^\d{4,6}$/.test(name)) return false;
  const n = Number(name);
  return n >= 4913 && (n - 4913) % 123 === 0;
}
