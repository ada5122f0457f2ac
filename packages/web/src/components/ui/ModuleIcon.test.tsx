import { describe, expect, it } from 'vitest';
import { bundledIcon, FALLBACK_ICON, iconComponentName } from './ModuleIcon';

describe('module icons by stored name', () => {
  it('reads react-icons/lu names and looser spellings alike', () => {
    expect(iconComponentName('LuLayoutDashboard')).toBe('LuLayoutDashboard');
    expect(iconComponentName('lu-users')).toBe('LuUsers');
    expect(iconComponentName('clipboard-check')).toBe('LuClipboardCheck');
  });

  it('finds the icons the demo modules use and falls back for unknown names', () => {
    for (const name of ['LuLayoutDashboard', 'LuFilePlus', 'LuZap', 'LuSlidersHorizontal', 'LuChartColumn']) {
      expect(bundledIcon(name)).not.toBeNull();
    }
    expect(bundledIcon('LuNoSuchIcon')).toBeNull();
    expect(bundledIcon(null)).toBeNull();
    expect(FALLBACK_ICON).toBeTypeOf('function');
  });
});
