import { useId } from 'react';

/** A deterministic spread of fescue blades: the same picture on every render and in every screenshot. */
function blades(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  return Array.from({ length: count }, (_, index) => {
    const x = (index / count) * 1480 - 20 + next() * 18;
    const base = 552 - next() * 22;
    const height = 34 + next() * 62;
    const lean = (next() - 0.35) * 46;
    return {
      d: `M${x.toFixed(1)} ${base.toFixed(1)} Q ${(x + lean * 0.3).toFixed(1)} ${(base - height * 0.6).toFixed(1)} ${(x + lean).toFixed(1)} ${(base - height).toFixed(1)}`,
      golden: next() > 0.62,
    };
  });
}

const foregroundBlades = blades(150, 7);

/** The hero illustration: a links green at dusk, dunes, a bunker and fescue in the foreground. Decorative. */
export function LinksLandscape({ className }: { className?: string }) {
  const id = useId();
  const glow = `${id}-glow`;
  return (
    <svg
      className={className}
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5eedc" stopOpacity="0.55" />
          <stop offset="0.45" stopColor="#d2b478" stopOpacity="0.18" />
          <stop offset="1" stopColor="#d2b478" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="1090" cy="318" r="300" fill={`url(#${glow})`} />
      <circle cx="1090" cy="330" r="58" fill="#ecdcb4" opacity="0.92" />
      <path
        d="M0 372 C 200 326, 380 346, 560 366 S 900 322, 1100 346 S 1340 332, 1440 342 V560 H0 Z"
        fill="#29573e"
      />
      <path
        d="M0 428 C 180 392, 330 398, 480 418 S 770 444, 950 410 S 1260 398, 1440 422 V560 H0 Z"
        fill="#25523b"
      />
      <ellipse cx="1012" cy="422" rx="118" ry="15" fill="#44805f" />
      <ellipse cx="880" cy="441" rx="58" ry="8" fill="#d2b478" opacity="0.9" />
      <ellipse cx="1150" cy="436" rx="34" ry="6" fill="#d2b478" opacity="0.8" />
      <path d="M1032 424 V 336" stroke="#f5eedc" strokeWidth="3" strokeLinecap="round" />
      <path d="M1034 336 L 1084 351 L 1034 366 Z" fill="#d9b461" />
      <path d="M0 494 C 240 462, 520 470, 760 488 S 1200 502, 1440 468 V560 H0 Z" fill="#173324" />
      <g fill="none" strokeLinecap="round" strokeWidth="1.8">
        {foregroundBlades.map((blade, index) => (
          <path
            key={index}
            d={blade.d}
            stroke={blade.golden ? '#d2b478' : '#9dc3a8'}
            opacity={blade.golden ? 0.55 : 0.4}
          />
        ))}
      </g>
    </svg>
  );
}
