/**
 * The light checkbox's styles (./light-checkbox.tsx; ./plain-style.ts: resolved by the build): the parts of
 * Chakra's checkbox slot recipe at each size the app draws, with its default variant (its indicator part has
 * no styles: the control draws the box and the check's colour).
 */
import { plainSlotRecipe } from './plain-style';

const parts = (size: string) => ({
  root: plainSlotRecipe('checkbox', { size }, 'root'),
  control: plainSlotRecipe('checkbox', { size }, 'control'),
});

export const LIGHT_CHECKBOX_SM = parts('sm');
export const LIGHT_CHECKBOX_MD = parts('md');
