/**
 * The theme carries only the recipes of the components the app renders. This test
 * reads every component imported from @chakra-ui/react in src and checks its recipe is in the theme:
 * a component added without its recipe would render unstyled.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RECIPES, SLOT_RECIPES, system } from './index';
import { LATE_RECIPES, LATE_SLOT_RECIPES } from './late-recipes';

/** The recipes each Chakra component reads (components without a recipe are not listed). */
const NEEDS: Record<string, string[]> = {
  Accordion: ['accordion'],
  ActionBar: ['actionBar'],
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Blockquote: ['blockquote'],
  Breadcrumb: ['breadcrumb'],
  Button: ['button'],
  IconButton: ['button'],
  CloseButton: ['button'],
  Card: ['card'],
  Carousel: ['carousel'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  ColorPicker: ['colorPicker'],
  Combobox: ['combobox'],
  Container: ['container'],
  DataList: ['dataList'],
  DatePicker: ['datePicker'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Editable: ['editable'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  FileUpload: ['fileUpload'],
  Heading: ['heading'],
  HoverCard: ['hoverCard'],
  Icon: ['icon'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  InputAddon: ['inputAddon'],
  Kbd: ['kbd'],
  Link: ['link'],
  List: ['list'],
  Listbox: ['listbox'],
  Mark: ['mark'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  NumberInput: ['numberInput'],
  PinInput: ['pinInput'],
  Popover: ['popover'],
  Progress: ['progress'],
  ProgressCircle: ['progressCircle'],
  RadioCard: ['radioCard'],
  RadioGroup: ['radioGroup', 'radiomark'],
  RatingGroup: ['ratingGroup'],
  ScrollArea: ['scrollArea'],
  SegmentGroup: ['segmentGroup'],
  Select: ['select'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Status: ['status'],
  Steps: ['steps'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag'],
  TagsInput: ['tagsInput'],
  Textarea: ['textarea'],
  Timeline: ['timeline'],
  Toast: ['toast'],
  Toaster: ['toast'],
  Tooltip: ['tooltip'],
  TreeView: ['treeView'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported in `file` from a module whose specifier matches `from`. */
function importsFrom(text: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (!from.test(m[2])) continue;
    for (const part of m[1].split(',')) {
      const trimmed = part.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      names.push(trimmed.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const FIRST = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
const LATE = new Set([...Object.keys(LATE_RECIPES), ...Object.keys(LATE_SLOT_RECIPES)]);
const lacking = (names: Iterable<string>, have: Set<string>) =>
  [...names].flatMap((name) => (NEEDS[name] ?? []).filter((key) => !have.has(key)).map((key) => `${name} → ${key}`));

describe('theme recipes', () => {
  const files = sources(join(__dirname, '..', '..')).filter((file) => !file.endsWith(join('components', 'ui', 'chakra-late.ts')));
  const direct = new Set(files.flatMap((file) => importsFrom(readFileSync(file, 'utf8'), /^@chakra-ui\/react$/)));
  const late = new Set(files.flatMap((file) => importsFrom(readFileSync(file, 'utf8'), /components\/ui\/chakra-late$/)));

  it('registers with the system the recipe of every Chakra component imported from @chakra-ui/react', () => {
    expect(direct.has('Button')).toBe(true);
    // A component whose recipe is late must come through components/ui/chakra-late, which registers it.
    expect(lacking(direct, FIRST)).toEqual([]);
  });

  it('has a late recipe for every component imported through components/ui/chakra-late, and nothing there a first load draws', () => {
    expect(late.has('Dialog')).toBe(true);
    expect(lacking(late, new Set([...FIRST, ...LATE]))).toEqual([]);
    const exported = importsFrom(readFileSync(join(__dirname, '..', 'components', 'ui', 'chakra-late.ts'), 'utf8').replace(/export\s*\{/g, 'import {'), /^@chakra-ui\/react$/);
    expect(exported.filter((name) => (NEEDS[name] ?? []).every((key) => FIRST.has(key)))).toEqual([]);
    expect([...FIRST].filter((key) => LATE.has(key))).toEqual([]);
  });

  it('registers the late recipes when the door module is first evaluated', async () => {
    // A fresh copy of the theme knows none of them until its door module has run.
    vi.resetModules();
    const fresh = (await import('./index')).system;
    expect(fresh.isSlotRecipe('dialog')).toBe(false);
    expect(fresh.isRecipe('textarea')).toBe(false);
    await import('../components/ui/chakra-late');
    expect(fresh.isSlotRecipe('dialog')).toBe(true);
    for (const key of Object.keys(LATE_SLOT_RECIPES)) expect(system.isSlotRecipe(key), key).toBe(true);
    for (const key of Object.keys(LATE_RECIPES)) expect(system.isRecipe(key), key).toBe(true);
    // The toast recipe is the app's accessible one.
    expect(JSON.stringify(system.getSlotRecipe('toast'))).toContain('green.700');
    expect(Object.keys(system.getSlotRecipeFn('dialog').classNameMap)).toContain('content');
  });
});
