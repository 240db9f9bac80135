/** A shell command in a box with a copy button ('Copied!' for 2 s after a successful copy). */
export function CopyCommand({ label, command }: { label: string; command: string }) {
  return (
    <div className="copy-command">
      <span className="copy-command__label">{label}</span>
      <div className="copy-command__box">
        <code className="copy-command__code">{command}</code>
        <button
          type="button"
          className="copy-button copy-button--landing"
          data-copy
          data-copy-text={command}
          data-copied-text="Copied!"
          data-copied-ms="2000"
          hidden
          aria-label={`Copy: ${command}`}
        >
          Copy
        </button>
      </div>
    </div>
  );
}
