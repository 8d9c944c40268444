import type { ReactNode } from 'react';
import * as TooltipPrimitive from 'radix-ui/tooltip';
import './tooltip.css';

/**
 * Tooltips open after 700 ms (docs/product-rules.md#timing); moving between triggers within 300 ms skips the
 * delay. Each tooltip carries its own provider with these delays, rather than one around the whole app: the
 * app-wide provider put Radix's tooltip and floating-ui (about 100 kB of source) into the first bundle of
 * every page.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipProps {
  content: ReactNode;
  /** One focusable element: the tooltip opens on hover and on keyboard focus. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className="tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <TooltipPrimitive.Arrow className="tooltip__arrow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
