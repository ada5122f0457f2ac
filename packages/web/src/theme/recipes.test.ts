/**
 * The theme carries only the recipes of the components the app renders. This test
 * reads every component imported from @chakra-ui/react in src and checks its recipe is in the theme:
 * a component added without its recipe would render unstyled.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES } from './index';

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

describe('theme recipes', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const imported = new Set<string>();
    for (const file of sources(join(__dirname, '..', '..'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name) imported.add(name);
        }
      }
    }
    expect(imported.has('Button')).toBe(true);
    const have = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const missing = [...imported].flatMap((name) => (NEEDS[name] ?? []).filter((key) => !have.has(key)).map((key) => `${name} → ${key}`));
    expect(missing).toEqual([]);
  });
});
