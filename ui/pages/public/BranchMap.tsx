/** A drawn map of the three branches: inline SVG, so the contact page loads nothing from another site. */
/** Pin positions in the order of the branch list; `pins` are their short names. */
const positions = [
  { x: 200, y: 110 },
  { x: 90, y: 190 },
  { x: 250, y: 45 },
];

export function BranchMap({ label, pins }: { label: string; pins: string[] }) {
  return (
    <svg className="branch-map" viewBox="0 0 400 260" role="img" aria-label={label}>
      <rect width="400" height="260" rx="12" fill="#e7eff8" />
      <path d="M0 190 C80 170 120 210 200 185 S320 150 400 170 V205 C320 190 280 225 200 220 S60 205 0 225Z" fill="#b9d4ef" />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M30 110 H370" />
        <path d="M200 20 V240" />
        <path d="M60 40 L330 230" />
      </g>
      <g stroke="#d3dbe4" strokeWidth="4" fill="none">
        <path d="M30 60 H370" />
        <path d="M110 20 V240" />
        <path d="M300 20 V240" />
      </g>
      {positions.map((position, index) => <Pin key={index} x={position.x} y={position.y} name={pins[index] ?? ''} />)}
    </svg>
  );
}

function Pin({ x, y, name }: { x: number; y: number; name: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 C-10 -14 -14 -20 -14 -28 A14 14 0 1 1 14 -28 C14 -20 10 -14 0 0Z" fill="#0b3d6e" />
      <circle cy="-28" r="5" fill="#f2b632" />
      <text x="18" y="-22" fontSize="14" fontWeight="700" fill="#17212b">{name}</text>
    </g>
  );
}
