/**
 * /practicesettings (admin §2.5 Practice settings): the selected location's organization details and
 * practice details, read-only, with Edit Practice (the location form: the caller's role decides what is
 * editable, the server re-checks it); no Add User here.
 */
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { OrganizationDetailsCard, PracticeDetailsCard } from './detail-cards';
import { LocationFormDialog } from './LocationFormDialog';
import { MissingPharmacyBanner } from './indicators';
import { PageProblem } from '../../components/page/PageProblem';

export default function PracticeSettingsPage() {
  const { locationId, locationUser } = useCurrentLocation();
  const [editing, setEditing] = useState(false);
  const loc = useGql(GetLocationDocument, locationId ? { id: locationId } : null);
  const location = loc.data?.getLocation ?? null;
  const org = useGql(GetOrganizationDocument, location?.organizationId ? { id: location.organizationId } : null);
  const organization = org.data?.getOrganization ?? null;

  return (
    <PageWrapper>
      {loc.isError ? (
        <PageProblem notFound={loc.error?.code === 'NOT_FOUND'} message={L.practiceNotFound} onRetry={() => void loc.refetch()} />
      ) : !location ? (
        <Stack gap="4">
          <Skeleton h="48" borderRadius="xl" />
          <Skeleton h="80" borderRadius="xl" />
        </Stack>
      ) : (
        <Stack gap="5">
          <MissingPharmacyBanner pharmacies={location.locationPharmacies} />
          {location.organizationId && (organization ? <OrganizationDetailsCard organization={organization} /> : <Skeleton h="48" borderRadius="xl" />)}
          <PracticeDetailsCard
            location={location}
            actions={
              <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing(true)} data-testid="edit-practice">
                <LuPencil /> {ADMIN_LABELS.editPractice}
              </Button>
            }
          />
          <LocationFormDialog
            open={editing}
            onClose={() => setEditing(false)}
            location={location}
            organization={location.organization ? { id: location.organization.id, name: location.organization.name, organizationPharmacies: organization?.organizationPharmacies } : null}
            isSupport={false}
            role={locationUser?.role ?? null}
          />
        </Stack>
      )}
    </PageWrapper>
  );
}
