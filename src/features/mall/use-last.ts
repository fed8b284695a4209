// Keeps showing the last answer while the next one loads (filter bars and counts do not flash).
import { useState } from 'react';

export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
