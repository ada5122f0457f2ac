import { useState } from 'react';

/**
 * True from the first render in which `open` is true on: a dialog or drawer mounts the first time it
 * opens and then stays mounted (it animates closed and opens again at once). Before that, nothing of it
 * renders: no state machine, no styles resolved.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
