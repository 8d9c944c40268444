import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as SliderPrimitive from 'radix-ui/slider';
import './slider.css';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** The accessible name of each thumb (role slider), e.g. "Course condition". */
  thumbLabel: string;
  /** How a value is read out, e.g. (value) => `${value} out of 10`. */
  formatValue?: (value: number) => string;
}

/** A range input with arrow, Page and Home/End keys. One thumb per value. */
export function Slider({ className, thumbLabel, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      className={clsx('slider', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="slider__track">
        <SliderPrimitive.Range className="slider__range" />
      </SliderPrimitive.Track>
      {values.map((current, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional: their order is the order of the values.
          key={index}
          className="slider__thumb"
          aria-label={thumbLabel}
          aria-valuetext={formatValue ? formatValue(current) : undefined}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
