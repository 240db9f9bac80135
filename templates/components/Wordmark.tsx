/** A company wordmark drawn as SVG text (no logo files): the name in a neutral type treatment. */
export function Wordmark({ name }: { name: string }) {
  const width = Math.max(60, Math.round(name.length * 10.5 + 16));
  return (
    <svg className="wordmark" role="img" aria-label={name} width={width} height={32} viewBox={`0 0 ${width} 32`}>
      <text x={width / 2} y={21} textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={17} fontWeight={700} letterSpacing={-0.3} fill="currentColor">
        {name}
      </text>
    </svg>
  );
}
