/**
 * A checkbox drawn by Chakra's checkbox recipe without Ark's checkbox machine (which brought zag's
 * runtime and its focus-visible tracker to the first load of the page that shows it, e.g. /approve).
 * A native `<input type="checkbox">`, visually hidden inside the `label` root, gives the keyboard
 * (Space), the form and screen-reader semantics; the root and the control carry the same data
 * attributes as Ark's (`data-state`, `data-checked`, `data-focus-visible`, `data-disabled`), so the
 * recipe draws the same box, check and focus ring. Controlled only: `checked` and `onCheckedChange`.
 *
 * @example
 * <LightCheckbox size="sm" checked={on} onCheckedChange={setOn} aria-label="Select: Refill — Rex" data-testid="task-select" />
 */
import { Checkmark, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type CSSProperties } from 'react';
import { dataFlag } from './data-attr';

const { withProvider, withContext, useStyles } = createSlotRecipeContext({ key: 'checkbox' });

type Size = 'xs' | 'sm' | 'md' | 'lg';
type Variant = 'outline' | 'solid' | 'subtle';

const CheckboxRoot = withProvider<HTMLLabelElement, HTMLChakraProps<'label'> & { size?: Size; variant?: Variant }>('label', 'root');
const CheckboxControl = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'control');

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

export interface LightCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'children' | 'onChange' | 'aria-label'> {
  checked: boolean;
  /** The new value, once per click or Space. */
  onCheckedChange: (checked: boolean) => void;
  size?: Size;
  variant?: Variant;
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

export function LightCheckbox({ checked, onCheckedChange, size, variant, disabled = false, 'aria-label': ariaLabel, ...rest }: LightCheckboxProps) {
  const [focusVisible, setFocusVisible] = useState(false);
  const state = checked ? 'checked' : 'unchecked';
  const attrs = {
    'data-state': state,
    'data-checked': dataFlag(checked),
    'data-focus-visible': dataFlag(focusVisible && !disabled),
    'data-disabled': dataFlag(disabled),
  };
  return (
    <CheckboxRoot size={size} variant={variant} data-scope="checkbox" data-part="root" {...attrs} {...rest}>
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
      <CheckboxControl data-scope="checkbox" data-part="control" aria-hidden {...attrs}>
        <LightCheckboxIndicator checked={checked} disabled={disabled} />
      </CheckboxControl>
    </CheckboxRoot>
  );
}

/** Chakra's CheckboxIndicator: the bare checkmark svg (the control draws the box), empty when off. */
function LightCheckboxIndicator({ checked, disabled }: { checked: boolean; disabled: boolean }) {
  const styles = useStyles();
  return <Checkmark checked={checked} disabled={disabled} unstyled css={styles.indicator} />;
}
