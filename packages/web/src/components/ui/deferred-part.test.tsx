import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';
import { DeferredPart } from './deferred-part';

/** A dialog stand-in that tells whether it is open and counts its mounts. */
const mounts = vi.fn();
function Dialog({ open }: { open: boolean }) {
  const [id] = useState(() => mounts());
  return <p data-id={id}>{open ? 'dialog open' : 'dialog closed'}</p>;
}

function Page({ module, open }: { module: ReturnType<typeof deferredModule<{ Dialog: typeof Dialog }>>; open: boolean }) {
  return (
    <DeferredPart module={module} open={open}>
      {(m) => <m.Dialog open={open} />}
    </DeferredPart>
  );
}

describe('DeferredPart', () => {
  it('neither loads nor mounts the part before it first opens; then shows it, and keeps it mounted once closed', async () => {
    mounts.mockClear();
    const load = vi.fn(() => Promise.resolve({ Dialog }));
    const m = deferredModule(load);
    const view = render(<Page module={m} open={false} />);
    view.rerender(<Page module={m} open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).toBeNull();

    view.rerender(<Page module={m} open />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('dialog open')).toBeVisible();

    // Closed: still mounted (it can animate out), and opened again without a new mount or load.
    view.rerender(<Page module={m} open={false} />);
    expect(screen.getByText('dialog closed')).toBeVisible();
    view.rerender(<Page module={m} open />);
    expect(screen.getByText('dialog open')).toBeVisible();
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens at once, in the same render, when the code was preloaded', async () => {
    const m = deferredModule(() => Promise.resolve({ Dialog }));
    await act(() => m.preload());
    const view = render(<Page module={m} open={false} />);
    view.rerender(<Page module={m} open />);
    expect(screen.getByText('dialog open')).toBeVisible();
  });
});
