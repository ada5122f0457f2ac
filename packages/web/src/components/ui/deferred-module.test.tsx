import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule, type DeferredModule } from './deferred-module';

const Part = () => <p>the part</p>;

function Shows({ module }: { module: DeferredModule<{ Part: typeof Part }> }) {
  const m = useDeferredModule(module);
  return m ? <m.Part /> : <p>loading</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('deferredModule', () => {
  it('shows the skeleton while the code loads, then the part; loads once however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve({ Part }));
    const m = deferredModule(load);
    void m.preload();
    render(<Shows module={m} />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(await screen.findByText('the part')).toBeVisible();
    render(<Shows module={m} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part loaded beforehand at once, in the first render', async () => {
    const m = deferredModule(() => Promise.resolve({ Part }));
    await m.preload();
    render(<Shows module={m} />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the part')).toBeVisible();
  });

  it('throws a failed load to the error boundary, and the next preload tries again', async () => {
    const load = vi.fn<() => Promise<{ Part: typeof Part }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Part });
    const m = deferredModule(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Shows module={m} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeVisible();
    await expect(m.preload()).resolves.toEqual({ Part });
    expect(load).toHaveBeenCalledTimes(2);
    expect(m.current()).toEqual({ Part });
  });

  it('warms without a failure to handle: a failed load is swallowed and tried again when the part is needed', async () => {
    const load = vi.fn<() => Promise<{ Part: typeof Part }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Part });
    const m = deferredModule(load);
    m.warm();
    m.warm();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(m.preload()).resolves.toEqual({ Part }));
    expect(load).toHaveBeenCalledTimes(2);
    m.warm();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
