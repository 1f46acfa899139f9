import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> & {
  /** A whole number, or '' while the field is empty (as Mantine's form holds it). */
  value?: number | string;
  onChange?: (value: number | '') => void;
  min: number;
  max: number;
  /** What ArrowUp and ArrowDown add and take away. */
  step?: number;
};

/**
 * A field for a whole number of credits, days or a page: digits only (anything else typed or
 * pasted is dropped), a numeric keyboard on phones, and ArrowUp/ArrowDown stepping within
 * min..max. It stands in for Mantine's NumberInput, whose formatter (react-number-format) renders
 * in a loop on Preact when a selected value is typed over (README, Decisions: "The app runs on
 * Preact"); eslint.config.js refuses NumberInput.
 */
export function WholeNumberInput({ value = '', onChange, min, max, step = 1, onKeyDown, ...rest }: WholeNumberInputProps) {
  const digits = String(value);
  const stepByArrows = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const current = digits === '' ? NaN : Number(digits);
    const next = Number.isNaN(current) ? min : current + (e.key === 'ArrowUp' ? step : -step);
    onChange?.(Math.min(max, Math.max(min, next)));
  };
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      value={digits}
      onChange={(e) => {
        // Up to as many digits as max has: a longer number is out of range anyway.
        const typed = e.currentTarget.value.replace(/\D/g, '').slice(0, String(max).length + 1);
        onChange?.(typed === '' ? '' : Number(typed));
      }}
      onKeyDown={stepByArrows}
    />
  );
}
