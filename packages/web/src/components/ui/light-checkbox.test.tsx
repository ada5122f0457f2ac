import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { LightCheckbox } from './light-checkbox';

/** Controlled by its own state, as a page holds it; every change reported to `spy`. */
function Holder({ spy, initial = false, disabled }: { spy: (checked: boolean) => void; initial?: boolean; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <LightCheckbox
      size="sm"
      checked={on}
      disabled={disabled}
      onCheckedChange={(next) => {
        spy(next);
        setOn(next);
      }}
      aria-label="Select: Refill — Rex"
      data-testid="box"
    />
  );
}

const root = () => screen.getByTestId('box');
const control = () => root().querySelector<HTMLElement>('[data-part="control"]')!;
const input = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select: Refill — Rex' });

describe('LightCheckbox', () => {
  it('names the native input with aria-label and keeps the test id on the label root', () => {
    renderWithProviders(<Holder spy={vi.fn()} />);
    expect(input().type).toBe('checkbox');
    expect(root().tagName).toBe('LABEL');
    expect(root().contains(input())).toBe(true);
    // The control is decoration: screen readers read the input alone.
    expect(control().getAttribute('aria-hidden')).toBe('true');
  });

  it('a click on the root toggles once and reports the new value; data-state and data-checked follow', () => {
    const spy = vi.fn();
    renderWithProviders(<Holder spy={spy} />);
    expect(root().dataset.state).toBe('unchecked');
    expect(control().dataset.state).toBe('unchecked');
    expect(root()).not.toHaveAttribute('data-checked');
    expect(control().querySelector('polyline')).toBeNull();

    fireEvent.click(root());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(true);
    expect(root().dataset.state).toBe('checked');
    expect(control().dataset.state).toBe('checked');
    expect(root()).toHaveAttribute('data-checked', '');
    expect(control()).toHaveAttribute('data-checked', '');
    expect(input().checked).toBe(true);
    expect(control().querySelector('polyline')).not.toBeNull();

    // On the control (inside the label) and on the input itself: still one change each.
    fireEvent.click(control());
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith(false);
    fireEvent.click(input());
    expect(spy).toHaveBeenCalledTimes(3);
    expect(spy).toHaveBeenLastCalledWith(true);
    expect(root().dataset.state).toBe('checked');
  });

  it('is controlled: data-state shows `checked`, and a click the owner ignores changes nothing', () => {
    const onChange = vi.fn();
    const view = renderWithProviders(<LightCheckbox checked={false} onCheckedChange={onChange} aria-label="Select: Refill — Rex" data-testid="box" />);
    fireEvent.click(root());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(root().dataset.state).toBe('unchecked');
    expect(input().checked).toBe(false);
    view.rerender(<LightCheckbox checked onCheckedChange={onChange} aria-label="Select: Refill — Rex" data-testid="box" />);
    expect(root().dataset.state).toBe('checked');
    expect(input().checked).toBe(true);
  });

  it('Space on the focused input: the click a browser makes of it toggles once', () => {
    const spy = vi.fn();
    renderWithProviders(<Holder spy={spy} />);
    act(() => input().focus());
    expect(document.activeElement).toBe(input());
    // A browser turns Space on a focused checkbox into a click on the input (its activation behaviour);
    // jsdom presses no keys, so the key itself is checked in Chromium, and here its click.
    fireEvent.keyDown(input(), { key: ' ', code: 'Space' });
    fireEvent.keyUp(input(), { key: ' ', code: 'Space' });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(input());
    expect(spy).toHaveBeenCalledExactlyOnceWith(true);
    expect(root().dataset.state).toBe('checked');
    expect(document.activeElement).toBe(input());
  });

  it('marks keyboard focus on root and control while the input has it, and clears it on blur', () => {
    renderWithProviders(<Holder spy={vi.fn()} />);
    const matches = vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, sel: string) {
      return sel === ':focus-visible' ? true : Element.prototype.matches.call(this, sel);
    });
    try {
      act(() => input().focus());
    } finally {
      matches.mockRestore();
    }
    expect(root()).toHaveAttribute('data-focus-visible', '');
    expect(control()).toHaveAttribute('data-focus-visible', '');
    act(() => input().blur());
    expect(root()).not.toHaveAttribute('data-focus-visible');
    expect(control()).not.toHaveAttribute('data-focus-visible');
  });

  it('a pointer focus (not :focus-visible) shows no ring', () => {
    renderWithProviders(<Holder spy={vi.fn()} />);
    const matches = vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, sel: string) {
      return sel === ':focus-visible' ? false : Element.prototype.matches.call(this, sel);
    });
    try {
      act(() => input().focus());
    } finally {
      matches.mockRestore();
    }
    expect(root()).not.toHaveAttribute('data-focus-visible');
  });

  it('disabled: the input is disabled, root and control say so, and a click changes nothing', () => {
    const spy = vi.fn();
    renderWithProviders(<Holder spy={spy} disabled />);
    expect(input().disabled).toBe(true);
    expect(root()).toHaveAttribute('data-disabled', '');
    expect(control()).toHaveAttribute('data-disabled', '');
    fireEvent.click(root());
    expect(spy).not.toHaveBeenCalled();
    expect(root().dataset.state).toBe('unchecked');
  });
});
