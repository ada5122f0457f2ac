import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bundledIcon, FALLBACK_ICON, iconComponentName, moduleIcons } from './ModuleIcon';

describe('module icons by stored name', () => {
  it('draws an empty square of the same size until the icons arrive, then the icon', async () => {
    // The icon set is loaded once per module instance, by the first icon drawn: a fresh instance (test
    // files share a worker's modules) with its own provider.
    vi.resetModules();
    const { Provider } = await import('./provider');
    const { ModuleIcon } = await import('./ModuleIcon');
    const { container } = render(
      <Provider>
        <ModuleIcon name="LuZap" boxSize="5" data-testid="icon" />
        <ModuleIcon name="LuNoSuchIcon" boxSize="5" data-testid="fallback" />
      </Provider>,
    );
    const pending = container.querySelectorAll('svg[data-icon-pending]');
    expect(pending).toHaveLength(2);
    const pendingClass = pending[0].getAttribute('class');
    await waitFor(() => expect(container.querySelector('svg[data-icon-pending]')).toBeNull());
    const drawn = screen.getByTestId('icon');
    expect(drawn.querySelector('path, polygon, polyline')).not.toBeNull();
    expect(drawn.getAttribute('class')).toBe(pendingClass);
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('fallback').querySelector('circle')).not.toBeNull();
  });

  it('reads react-icons/lu names and looser spellings alike', () => {
    expect(iconComponentName('LuLayoutDashboard')).toBe('LuLayoutDashboard');
    expect(iconComponentName('lu-users')).toBe('LuUsers');
    expect(iconComponentName('clipboard-check')).toBe('LuClipboardCheck');
  });

  it('finds the icons the demo modules use and falls back for unknown names', async () => {
    const icons = await moduleIcons.preload();
    for (const name of ['LuLayoutDashboard', 'LuFilePlus', 'LuZap', 'LuSlidersHorizontal', 'LuChartColumn']) {
      expect(bundledIcon(icons, name)).not.toBeNull();
    }
    expect(bundledIcon(icons, 'LuNoSuchIcon')).toBeNull();
    expect(bundledIcon(icons, null)).toBeNull();
    expect(FALLBACK_ICON).toBeTypeOf('function');
  });
});
