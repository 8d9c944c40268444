import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as SwitchPrimitive from 'radix-ui/switch';
import { useFieldControl } from './field';
import './switch.css';

type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/** An on/off toggle (role switch). Label it with <Field> or an aria-label. */
export function Switch({ className, id, ...props }: SwitchProps) {
  const field = useFieldControl();
  return (
    <SwitchPrimitive.Root
      id={id ?? field?.id}
      aria-describedby={field?.describedBy}
      className={clsx('switch', className)}
      {...props}
    >
      <SwitchPrimitive.Thumb className="switch__thumb" />
    </SwitchPrimitive.Root>
  );
}
