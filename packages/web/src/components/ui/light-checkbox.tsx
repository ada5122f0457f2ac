/**
 * A checkbox drawn by Chakra's checkbox recipe without Ark's checkbox machine (which brought zag's
 * runtime and its focus-visible tracker to the first load of the page that shows it, e.g. /approve).
 * A native `<input type="checkbox">`, visually hidden inside the `label` root, gives the keyboard
 * (Space), the form and screen-reader semantics; the root and the control carry the same data
 * attributes as Ark's (`data-state`, `data-checked`, `data-focus-visible`, `data-disabled`), so the
 * recipe draws the same box, check and focus ring. Controlled only: `checked` and `onCheckedChange`.
 * The root and the box are plain elements (./light-checkbox.styles.ts, resolved by the build): the queue
 * draws one per pending card.
 *
 * @example
 * <LightCheckbox size="sm" checked={on} onCheckedChange={setOn} aria-label="Select: Refill — Rex" data-testid="task-select" />
 */
import { useState, type ComponentProps, type CSSProperties } from 'react';
import { dataFlag } from './data-attr';
import { usePlainClasses } from './plain';
import { LIGHT_CHECKBOX_MD, LIGHT_CHECKBOX_SM } from './light-checkbox.styles';

/** Ark's hidden input style (zag's `visuallyHiddenStyle`): out of sight, still focusable and read. */
const HIDDEN_INPUT: CSSProperties = {
  border: '0',
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export interface LightCheckboxProps extends Omit<ComponentProps<'label'>, 'children' | 'onChange' | 'aria-label' | 'className'> {
  checked: boolean;
  /** The new value, once per click or Space. */
  onCheckedChange: (checked: boolean) => void;
  /** The recipe's size: `md` (the default) or `sm`. */
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** The input's accessible name (the box shows no text). */
  'aria-label': string;
}


function matchesFocusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    // A DOM without the selector (older test DOMs): no ring rather than a crash.
    return false;
  }
}

export function LightCheckbox({ checked, onCheckedChange, size = 'md', disabled = false, 'aria-label': ariaLabel, ...rest }: LightCheckboxProps) {
  const c = usePlainClasses(size === 'sm' ? LIGHT_CHECKBOX_SM : LIGHT_CHECKBOX_MD);
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ? 'checked' : 'unchecked';
  const attrs = {
    'data-state': state,
    'data-checked': dataFlag(checked),
    'data-focus-visible': dataFlag(focusVisible && !disabled),
    'data-disabled': dataFlag(disabled),
  };
  return (
    <label className={c.root} data-scope="checkbox" data-part="root" {...attrs} {...rest}>
      {/* The only listener is the input's change: a click on the label reaches the input as one click,
          so one toggle however the root is pressed. */}
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        style={HIDDEN_INPUT}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        onFocus={(e) => setFocusVisible(matchesFocusVisible(e.currentTarget))}
        onBlur={() => setFocusVisible(false)}
      />
      <div className={c.control} data-scope="checkbox" data-part="control" aria-hidden {...attrs}>
        {/* Chakra's CheckboxIndicator: its checkmark svg (the control draws the box), empty when off. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={state}
          data-disabled={dataFlag(disabled)}
        >
          {checked && <polyline points="20 6 9 17 4 12" />}
        </svg>
      </div>
    </label>
  );
}
