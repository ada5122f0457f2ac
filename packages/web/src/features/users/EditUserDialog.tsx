/**
 * The Edit User modal (admin §2.5): tabs Profile (the user form: names, e-mail, phones, the identity
 * provider switch and the location assignments — UpdateUser), Notification, Delegations (for a user
 * whose role can authorize, shown to savers whose role may edit delegations — core's
 * canUseDelegationsTab and mayEditDelegations) and PIMS User, in the user dialog (UserDialog: 700 px
 * wide, full screen on phones).
 */
import { Tabs } from '../../components/ui/chakra-late';
import {
  GetAdminLocationUserDocument,
  type GetAdminLocationUserQuery,
} from '@vetrx/core/operations/GetAdminLocationUser';
import { GetUserDocument } from '@vetrx/core/operations/GetUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateUserDocument } from '@vetrx/core/operations/UpdateUser';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { canEditAssignment, canUseDelegationsTab, mayEditDelegations } from '@vetrx/core/admin';
import { ADMIN_LABELS, ADMIN_TOASTS, USER_LABELS as L } from '@vetrx/core/messages';
import { useEffect, useState } from 'react';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useSession } from '../../session/SessionContext';
import { notify } from '../../components/ui/toaster';
import { DelegationsEditor } from '../../shared/users/DelegationsEditor';
import { NotificationForm } from '../../shared/users/NotificationForm';
import { PimsUserTab } from './PimsUserTab';
import { useUserAdminContext } from '../../shared/users/user-admin';
import { UserDialog, UserFormPanel } from '../../shared/users/UserDialog';

export type AdminLocationUser = NonNullable<GetAdminLocationUserQuery['getLocationUser']>;
export type EditUserTab = 'profile' | 'notification' | 'delegations' | 'pims';

export interface EditUserDialogProps {
  open: boolean;
  onClose(): void;
  locationUser: AdminLocationUser;
  initialTab?: EditUserTab;
}

export function EditUserDialog({ open, onClose, locationUser, initialTab = 'profile' }: EditUserDialogProps) {
  const session = useSession();
  const admin = useUserAdminContext();
  const [tab, setTab] = useState<EditUserTab>(initialTab);
  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);

  const user = useGql(GetUserDocument, open ? { id: locationUser.userId } : null);
  useEffect(() => {
    if (user.error) toastApiError(user.error, ADMIN_TOASTS.userLoadError);
  }, [user.error]);
  const update = useGqlMutation(UpdateUserDocument, {
    invalidates: [GetUserDocument, GetAdminLocationUserDocument, LocationsUsersDocument, UsersDocument, MeDocument],
    errorToast: ADMIN_TOASTS.userUpdateError,
  });

  const saverRole = session.assignments.find((a) => a.location.id === locationUser.locationId && a.isActive)?.role ?? null;
  const showDelegations = canUseDelegationsTab(locationUser.role) && mayEditDelegations({ isSupportUser: admin.actor.isSupportUser, role: saverRole });
  const manages = canEditAssignment(locationUser.locationId, admin.manageableLocationIds);
  const activeTab = tab === 'delegations' && !showDelegations ? 'profile' : tab;

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <UserDialog
      open={open}
      onClose={close}
      title={
        <>
          {L.editUser}
          {' · '}
          {locationUser.displayName}
        </>
      }
      testId="edit-user-dialog"
    >
      <Tabs.Root value={activeTab} onValueChange={(e) => setTab(e.value as EditUserTab)} variant="line" colorPalette="brand" size={{ base: 'sm', md: 'md' }} lazyMount>
        <Tabs.List mb="5" overflowX="auto" overflowY="hidden" css={{ '& > button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
          <Tabs.Trigger value="profile">{ADMIN_LABELS.profile}</Tabs.Trigger>
          <Tabs.Trigger value="notification">{ADMIN_LABELS.notification}</Tabs.Trigger>
          {showDelegations && <Tabs.Trigger value="delegations">{ADMIN_LABELS.delegations}</Tabs.Trigger>}
          <Tabs.Trigger value="pims">{ADMIN_LABELS.pimsUser}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <UserFormPanel
            mode="edit"
            user={user.data?.getUser ?? null}
            loading={user.isPending || !user.data?.getUser}
            locationOptions={admin.manageableLocationIds === null ? (user.data?.getUser?.locationsUsers.map((a) => a.location) ?? []) : admin.manageableLocations}
            saving={update.isPending}
            error={update.error}
            onCancel={close}
            onSubmit={(input) =>
              // The form awaits the save (its double-submit guard); a failure shows as the toast and field errors.
              update.mutateAsync({ input: { ...input, id: locationUser.userId } }).then(
                () => {
                  notify('success', ADMIN_TOASTS.userUpdated);
                  close();
                },
                () => undefined,
              )
            }
          />
        </Tabs.Content>
        <Tabs.Content value="notification">
          <NotificationForm locationUser={locationUser} actor={admin.actor} />
        </Tabs.Content>
        {showDelegations && (
          <Tabs.Content value="delegations">
            <DelegationsEditor locationUser={locationUser} editable />
          </Tabs.Content>
        )}
        <Tabs.Content value="pims">
          <PimsUserTab locationUser={locationUser} editable={manages} />
        </Tabs.Content>
      </Tabs.Root>
    </UserDialog>
  );
}
