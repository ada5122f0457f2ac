/**
 * /support/practicedetail/{practiceId} (admin §2.4 Practice detail): a Back link to the practice search
 * and the practice details, with Edit (the location form) and, for a location of an organization, a
 * link to its organization.
 */
import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { fillRoute, SUPPORT_ROUTES } from '@vetrx/core/access';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS as L, SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuArrowLeft, LuBuilding2, LuPencil } from 'react-icons/lu';
import { useParams } from 'react-router';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ButtonLink, RouterLink } from '../../components/ui/link';
import { PracticeDetailsCard } from './detail-cards';
import { LocationFormDialog } from './LocationFormDialog';
import { PageProblem } from '../../components/page/PageProblem';
import { MissingPharmacyBanner } from './indicators';
import { useAdminLocation } from './useAdminLocation';
import { WritebackSwitch } from './WritebackSwitch';

export default function PracticeDetailPage() {
  const { practiceId = '' } = useParams();
  const { location, isPending, notFound, isError, refetch } = useAdminLocation(practiceId);
  const [editing, setEditing] = useState(false);

  return (
    <PageWrapper
      title={SUPPORT_MENU_LABELS.practiceSetup}
      icon="LuBuilding2"
      trail={[{ label: SUPPORT_MENU_LABELS.practiceSetup, to: SUPPORT_ROUTES.practiceSearch }, { label: location?.name ?? L.practiceDetails }]}
    >
      <RouterLink to={SUPPORT_ROUTES.practiceSearch} alignSelf="start" color="fg.muted" textStyle="sm" display="inline-flex" gap="1.5" alignItems="center" data-testid="back-to-search">
        <LuArrowLeft aria-hidden /> {ADMIN_LABELS.back}
      </RouterLink>
      {notFound || (isError && !location) ? (
        <PageProblem notFound={notFound} message={L.practiceNotFound} onRetry={refetch} />
      ) : isPending || !location ? (
        <Stack gap="4">
          <Skeleton h="80" borderRadius="xl" />
        </Stack>
      ) : (
        <>
          <MissingPharmacyBanner pharmacies={location.locationPharmacies} />
          <PracticeDetailsCard
            location={location}
            actions={
              <HStack gap="2" wrap="wrap">
                <WritebackSwitch location={location} />
                {location.organizationId && (
                  <ButtonLink size="sm" variant="ghost" to={fillRoute(SUPPORT_ROUTES.organizationDetail, { organizationId: location.organizationId })}>
                    <LuBuilding2 /> {L.organization}
                  </ButtonLink>
                )}
                <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="edit-practice">
                  <LuPencil /> {ADMIN_LABELS.edit}
                </Button>
              </HStack>
            }
          />
          <LocationFormDialog
            open={editing}
            onClose={() => setEditing(false)}
            location={location}
            organization={location.organization ? { id: location.organization.id, name: location.organization.name } : null}
            isSupport
          />
        </>
      )}
    </PageWrapper>
  );
}
