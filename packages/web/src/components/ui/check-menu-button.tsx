/**
 * The button of a filter's multi-choice menu (`CheckMenu` in filter-fields.tsx): the same button before
 * the menu is loaded and inside it (check-menu-popup.tsx), so the swap on first use shows nothing
 * (decision 0193's pattern; issue 61).
 */
import { Button, Text, type ButtonProps, type FieldRootProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LuChevronDown } from 'react-icons/lu';

/** A multi-choice filter's props (`CheckMenu` in filter-fields.tsx). */
export interface CheckMenuProps {
  label: string;
  /** The button's text while nothing is chosen. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (v: string[]) => void;
  testId: string;
  w?: FieldRootProps['w'];
}

export const CheckMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string; summary: string; testId: string }>(function CheckMenuButton(
  { label, summary, testId, ...rest },
  ref,
) {
  return (
    // Its text and chevron where a small native select beside it has them (Chakra's nativeSelect sm).
    <Button
      ref={ref}
      size="sm"
      variant="outline"
      justifyContent="space-between"
      w="full"
      ps="2.5"
      pe="2"
      fontWeight="normal"
      _icon={{ color: 'fg.muted' }}
      aria-label={`${label}: ${summary}`}
      data-testid={testId}
      {...rest}
    >
      <Text truncate>{summary}</Text>
      <LuChevronDown />
    </Button>
  );
});
