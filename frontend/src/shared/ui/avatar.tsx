import { clsx } from 'clsx';
import * as AvatarPrimitive from 'radix-ui/avatar';
import './avatar.css';

interface AvatarProps {
  initials: string;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'xl';
  className?: string;
}

/** A round portrait; the initials show until (or instead of) the image. Decorative: the name is shown beside it. */
export function Avatar({ initials, imageUrl, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={clsx('avatar', `avatar--${size}`, className)}>
      {imageUrl ? <AvatarPrimitive.Image className="avatar__image" src={imageUrl} alt="" /> : null}
      <AvatarPrimitive.Fallback className="avatar__fallback" delayMs={imageUrl ? 400 : undefined}>
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
