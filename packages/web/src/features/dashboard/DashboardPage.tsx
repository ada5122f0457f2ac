/** /dashboard (prescribing §2): count tiles, the create panel for authorizing roles, the approvals slot. */
import { PageWrapper } from '../../components/page/PageWrapper';
import { useCurrentLocation } from '../../session/SessionContext';
import { DashboardLayout } from './DashboardLayout';
import { DashboardTiles } from './DashboardTiles';
import { DraftsPanel } from './DraftsPanel';
import { ApprovalsPanel } from '../../shared/approvals/ApprovalsPanel';

export default function DashboardPage() {
  const { locationUser } = useCurrentLocation();
  const canAuthorize = locationUser?.role.canAuthorize === true;
  return (
    <PageWrapper>
      <DashboardLayout tiles={<DashboardTiles />} create={canAuthorize ? <DraftsPanel /> : null} approvals={<ApprovalsPanel />} />
    </PageWrapper>
  );
}
