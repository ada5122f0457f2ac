import type * as Chakra from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { AppDialog } from './app-dialog';

/** Chakra's dialog root, counted: each render of it runs the dialog's machine and resolves its styles. */
const rootRenders = vi.hoisted(() => vi.fn());
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof Chakra>();
  const Root = (props: Parameters<typeof chakra.Dialog.Root>[0]) => {
    rootRenders();
    return <chakra.Dialog.Root {...props} />;
  };
  return { ...chakra, Dialog: { ...chakra.Dialog, Root } };
});

/** A dialog body that counts its mounts, behind a button that opens it. */
const mounts = vi.fn();
function Body() {
  useState(() => mounts());
  return <p>Weight form</p>;
}
function Page() {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit weight</button>
      <button onClick={() => setRenders((n) => n + 1)}>Redraw {renders}</button>
      <AppDialog open={open} onClose={() => setOpen(false)} title="Edit weight" testId="weight-dialog">
        <Body />
      </AppDialog>
    </>
  );
}

describe('AppDialog', () => {
  it('draws nothing before it first opens, even when its owner redraws; opens on request, closes by its Close button, and opens again', async () => {
    mounts.mockClear();
    rootRenders.mockClear();
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: /Redraw/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-scope="dialog"]')).toBeNull();
    expect(mounts).not.toHaveBeenCalled();
    expect(rootRenders).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit weight' });
    expect(dialog.textContent).toContain('Weight form');
    expect(mounts).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit weight' }));
    expect(await screen.findByRole('dialog', { name: 'Edit weight' })).toHaveTextContent('Weight form');
    expect(mounts).toHaveBeenCalledTimes(2);
  });
});
