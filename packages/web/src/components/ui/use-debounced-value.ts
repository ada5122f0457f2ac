/**
 * The value after it has stopped changing for `delay` ms (debounced searches, clients §2, §9).
 *
 * @example
 * const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
 */
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
