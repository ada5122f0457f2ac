/** A filter's multi-choice menu itself, loaded on first use (see `CheckMenu` in filter-fields.tsx). */
import { Portal } from '@chakra-ui/react';
import { Menu } from './chakra-late';
import { useCallback, useRef } from 'react';
import { CheckMenuButton, type CheckMenuProps } from './check-menu-button';
import { useReplayIntent, type FirstUseIntent } from './first-use';

export function CheckMenuPopup({ id, label, options, value, onChange, testId, summary, intent }: Omit<CheckMenuProps, 'emptyLabel'> & { id: string; summary: string; intent?: FirstUseIntent }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, useCallback(() => trigger.current, []));
  return (
    // The trigger keeps the id the field's label names it by: Ark finds its trigger by that id.
    <Menu.Root closeOnSelect={false} ids={{ trigger: id }}>
      <Menu.Trigger asChild>
        <CheckMenuButton ref={trigger} label={label} summary={summary} testId={testId} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="80" overflowY="auto">
            {options.map((o) => (
              <Menu.CheckboxItem
                key={o.value}
                value={o.value}
                checked={value.includes(o.value)}
                onCheckedChange={(checked) => onChange(checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
              >
                {o.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
