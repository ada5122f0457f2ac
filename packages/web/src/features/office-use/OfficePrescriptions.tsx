/**
 * The office-use patient's prescriptions on /officeuserx (admin §2.5 Office use): active only by
 * default (archived ones with the switch off), newest first, paged. A prescription opens the Rx detail
 * view; a draft expands with Create (continue it) and Decline or Delete. Rows, the detail view and the
 * draft actions are the history feature's.
 */
import { Flex, Heading } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { HISTORY_PAGE_SIZE } from '@vetrx/core/record';
import { useState } from 'react';
import { PrescriptionList, usePatientPrescriptions } from '../../shared/prescriptions/PrescriptionList';
import { FilterSwitch } from '../../components/ui/filter-switch';

export function OfficePrescriptions({ locationPatientId }: { locationPatientId: string }) {
  const [showOnlyActive, setShowOnlyActive] = useState(true);
  const list = usePatientPrescriptions(locationPatientId, { showOnlyActive }, HISTORY_PAGE_SIZE.history);
  const { setPage } = list.paging;

  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="office-prescriptions">
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {L.officePrescriptions}
          </Heading>
          <FilterSwitch
            label={ADMIN_LABELS.showOnlyActiveSwitch}
            checked={showOnlyActive}
            onChange={(checked) => {
              setShowOnlyActive(checked);
              setPage(1);
            }}
            testId="office-show-only-active"
            size="sm"
            colorPalette="brand"
          />
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <PrescriptionList {...list} skeletons={3} emptyTestId="office-prescriptions-empty" />
      </Card.Body>
    </Card.Root>
  );
}
