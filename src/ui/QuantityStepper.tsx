// Quantity with − and + and a typed number, kept within [min, max] (max is the stock). Typing
// is free while focused; the value is clamped when the field is left or Enter is pressed.
import { useState, type KeyboardEvent } from 'react';
import classes from './list.module.css';

interface Props {
  value: number;
  onChange: (value: number) => void;
  max: number;
  min?: number;
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export const clampQuantity = (n: number, min: number, max: number) =>
  Math.max(min, Math.min(Math.max(min, max), Math.floor(n)));

export function QuantityStepper({ value, onChange, max, min = 1, label = '购买数量', disabled, size = 'md' }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    const next = Number.isFinite(n) && draft.trim() !== '' ? clampQuantity(n, min, max) : value;
    if (next !== value) onChange(next);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'ArrowUp' && value < max) {
      e.preventDefault();
      onChange(value + 1);
    }
    if (e.key === 'ArrowDown' && value > min) {
      e.preventDefault();
      onChange(clampQuantity(value - 1, min, max));
    }
  };
  return (
    <div className={classes.stepper} data-size={size}>
      <button
        type="button"
        aria-label={`减少${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(clampQuantity(value - 1, min, max))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.currentTarget.value.replace(/[^\d]/g, ''))}
        onBlur={commit}
        onKeyDown={onKey}
      />
      <button
        type="button"
        aria-label={`增加${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
