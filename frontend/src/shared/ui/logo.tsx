import { clsx } from 'clsx';
import { useId } from 'react';
import './logo.css';

interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The Fescue mark: a flag on a links green with fescue grass in front. Decorative; pair it with the name. */
export function LogoMark({ size = 36, className }: LogoMarkProps) {
  const id = useId();
  const clip = `${id}-clip`;
  const sky = `${id}-sky`;
  return (
    <svg
      className={clsx('logo-mark', className)}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f6649" />
          <stop offset="1" stopColor="#10231a" />
        </linearGradient>
        <clipPath id={clip}>
          <circle cx="20" cy="20" r="20" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="40" height="40" fill={`url(#${sky})`} />
        <path d="M-2 29 C 8 23, 18 22, 42 26 L42 42 L-2 42 Z" fill="#44805f" />
        <path d="M-2 33 C 10 29, 26 30, 42 33 L42 42 L-2 42 Z" fill="#25523b" />
        <ellipse cx="29" cy="27.4" rx="4.2" ry="1.1" fill="#e2cc9c" />
      </g>
      <path d="M21 9.5 V 26" stroke="#f5eedc" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M21.7 9.4 L 30 12.4 L 21.7 15.4 Z" fill="#d2b478" />
      <g fill="none" stroke="#c8ddcd" strokeWidth="1.25" strokeLinecap="round">
        <path d="M9 36 C 9.5 31.5, 10.5 28.5, 13 25.5" />
        <path d="M12 36.5 C 12 32.5, 12.8 30, 14.6 28" />
        <path d="M7 35.5 C 6.6 32, 6.8 29.5, 8 27" />
      </g>
    </svg>
  );
}

interface LogoProps {
  size?: number;
  /** Cream wordmark for dark backgrounds. */
  inverse?: boolean;
  className?: string;
}

export function Logo({ size = 36, inverse, className }: LogoProps) {
  return (
    <span className={clsx('logo', inverse && 'logo--inverse', className)}>
      <LogoMark size={size} />
      <span className="logo__word">Fescue</span>
    </span>
  );
}
