import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  className?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  rounded?: boolean;
}

/** A shimmering placeholder for content that is loading; hidden from assistive technology. */
export function Skeleton({ className, width, height, rounded }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx('skeleton', rounded && 'skeleton--rounded', className)}
      style={{ width, height }}
    />
  );
}
