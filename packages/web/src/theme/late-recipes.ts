/**
 * The recipes of the components no first load draws (decision 0137), registered with the app's system
 * when this module is first evaluated. It is imported only by `components/ui/chakra-late.ts`, the one
 * door to those components, so every module that renders one has run it before its first render: a
 * recipe asked before it is registered would be cached empty by the system (`getSlotRecipeFn`).
 */
import { defineSlotRecipe } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  menuSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { system } from './index';

/**
 * Toasts that meet WCAG AA (axe, issue 17): white on Chakra's green.600 and orange.600 is 3.3–3.6:1, so
 * success and warning toasts take the 700 shade; the description is drawn at full opacity (Chakra's 0.8
 * brought white on red.600 under 4.5:1).
 */
const accessibleToastRecipe = defineSlotRecipe({
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=warning]': { ...(toastSlotRecipe.base?.root?.['&[data-type=warning]'] as object), bg: 'orange.700' },
      '&[data-type=success]': { ...(toastSlotRecipe.base?.root?.['&[data-type=success]'] as object), bg: 'green.700' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: 1 },
  },
});

/** The late recipes (see the theme's `RECIPES`). */
export const LATE_RECIPES = {
  container: containerRecipe,
  separator: separatorRecipe,
  textarea: textareaRecipe,
  radiomark: radiomarkRecipe,
};

/** The late slot recipes (see the theme's `SLOT_RECIPES`). */
export const LATE_SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  carousel: carouselSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  menu: menuSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  steps: stepsSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: accessibleToastRecipe,
  tooltip: tooltipSlotRecipe,
};

// The system reads `theme.recipes[key]` / `theme.slotRecipes[key]` when a component first asks for its
// recipe, so recipes added to its configuration now are found by every later render.
const theme = (system._config.theme ??= {});
Object.assign((theme.recipes ??= {}), LATE_RECIPES);
Object.assign((theme.slotRecipes ??= {}), LATE_SLOT_RECIPES);
