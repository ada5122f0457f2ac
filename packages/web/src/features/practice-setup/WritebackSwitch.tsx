/**
 * The support writeback switch of a location (admin §2.4, §4): ENABLED / DISABLED, saved at once with
 * UpdateLocationWritebackEnabled; disabled while the location has no PIMS account id (core's
 * writebackSwitch). A refusal shows the server's message. Screen readers hear the location and the
 * visible ENABLED / DISABLED in the switch's name (the visible label is part of the name, WCAG 2.5.3).
 */
import { Switch } from '../../components/ui/chakra-late';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { UpdateLocationWritebackEnabledDocument } from '@vetrx/core/operations/UpdateLocationWritebackEnabled';
import { writebackLabel, writebackSwitch } from '@vetrx/core/admin';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { serverMessage } from '../../api/errors';
import { useGqlMutation } from '../../api/useGqlMutation';
import { SwitchLabel } from '../../components/ui/switch-label';
import { notify } from '../../components/ui/toaster';

export function WritebackSwitch({ location }: { location: { id: string; name: string; pimsAccountId?: string | null; isEnabledForWriteback: boolean } }) {
  const state = writebackSwitch({ isSupportUser: true }, location);
  const save = useGqlMutation(UpdateLocationWritebackEnabledDocument, {
    invalidates: [LocationsDocument, GetOrganizationDocument],
    onError: (e) => {
      const message = serverMessage(e);
      if (message) notify('error', { title: message });
    },
  });
  const checked = save.isPending && save.variables ? save.variables.isEnabledForWriteback : location.isEnabledForWriteback;
  return (
    <Switch.Root
      checked={checked}
      disabled={state.disabled || save.isPending}
      onCheckedChange={(e) => save.mutate({ id: location.id, isEnabledForWriteback: e.checked })}
      colorPalette="green"
      size="sm"
      data-testid="writeback-switch"
      title={state.disabled ? L.writebackUnavailable : undefined}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <SwitchLabel textStyle="xs" fontWeight="semibold" letterSpacing="0.04em" minW="16" name={`${L.writeback} ${location.name}: ${writebackLabel(checked)}`}>
        {writebackLabel(checked)}
      </SwitchLabel>
    </Switch.Root>
  );
}
