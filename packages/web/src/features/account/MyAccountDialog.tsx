/**
 * The My Account modal, opened from the header's user menu (admin §2.5): tabs Profile, Notification
 * and — only when the role at the selected location can authorize (core's canUseDelegationsTab) —
 * Delegations, for the signed-in (or impersonated) user at the selected location, then Account activity
 * (the sessions in which support acted as the user). 700 px wide, full screen on phones,
 * on the one dialog skeleton (AppDialog).
 */
import { Skeleton } from '@chakra-ui/react';
import { Tabs } from '../../components/ui/chakra-late';
import { MODAL_WIDTH } from '../../lib/layout';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { canUseDelegationsTab, mayEditDelegations } from '@vetrx/core/admin';
import { ACCOUNT_ACTIVITY_MESSAGES, ADMIN_LABELS, USER_LABELS as L } from '@vetrx/core/messages';
import { useGql } from '../../api/useGql';
import { AppDialog } from '../../components/ui/app-dialog';
import { UnsavedScope, useUnsavedScope } from '../../components/form/unsaved-changes';
import { useSession } from '../../session/SessionContext';
import { DelegationsEditor } from '../../shared/users/DelegationsEditor';
import { NotificationForm } from '../../shared/users/NotificationForm';
import { useUserAdminContext } from '../../shared/users/user-admin';
import { AccountActivity } from './AccountActivity';
import { AccountProfileForm } from './AccountProfileForm';

function OwnDelegations({ locationUserId, editable }: { locationUserId: string; editable: boolean }) {
  const lu = useGql(GetAdminLocationUserDocument, { id: locationUserId });
  if (!lu.data?.getLocationUser) return <Skeleton h="64" borderRadius="lg" />;
  return <DelegationsEditor locationUser={lu.data.getLocationUser} editable={editable} />;
}

export function MyAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const session = useSession();
  const admin = useUserAdminContext();
  const current = session.current;
  const showDelegations = current ? canUseDelegationsTab(current.role) : false;
  // Its X or Escape over a form with changes not saved asks first (issue 59).
  const forms = useUnsavedScope();

  return (
    <AppDialog
      open={open}
      onClose={() => forms.guard(onClose)}
      testId="my-account-dialog"
      title={L.myAccount}
      size={{ base: 'full', md: 'lg' }}
      width={MODAL_WIDTH}
      scroll="inside"
      bodyProps={{ pb: '6' }}
    >
      <UnsavedScope scope={forms}>
        <Tabs.Root defaultValue="profile" variant="line" colorPalette="brand" lazyMount unmountOnExit>
          <Tabs.List mb="5">
            <Tabs.Trigger value="profile">{ADMIN_LABELS.profile}</Tabs.Trigger>
            {current && <Tabs.Trigger value="notification">{ADMIN_LABELS.notification}</Tabs.Trigger>}
            {showDelegations && <Tabs.Trigger value="delegations">{ADMIN_LABELS.delegations}</Tabs.Trigger>}
            <Tabs.Trigger value="activity" data-testid="account-activity-tab">
              {ACCOUNT_ACTIVITY_MESSAGES.tab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <AccountProfileForm onDone={onClose} />
          </Tabs.Content>
          {current && (
            <Tabs.Content value="notification">
              <NotificationForm locationUser={current} actor={admin.actor} />
            </Tabs.Content>
          )}
          {current && showDelegations && (
            <Tabs.Content value="delegations">
              <OwnDelegations locationUserId={current.id} editable={mayEditDelegations({ isSupportUser: admin.actor.isSupportUser, role: current.role })} />
            </Tabs.Content>
          )}
          <Tabs.Content value="activity">
            <AccountActivity />
          </Tabs.Content>
        </Tabs.Root>
      </UnsavedScope>
    </AppDialog>
  );
}
