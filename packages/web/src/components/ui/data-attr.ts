/**
 * A data attribute that is present (empty) when on and absent when off, as Ark UI sets its state
 * attributes (`data-checked`, `data-selected`, `data-disabled`): the recipes' conditions match presence.
 *
 * @example
 * <div data-selected={dataFlag(item === page)} />
 */
export const dataFlag = (on: boolean): '' | undefined => (on ? '' : undefined);
