/**
 * The office-use patient's prescriptions on /officeuserx (admin §2.5 Office use): active only by
 * default (archived ones with the switch off), newest first, paged. A prescription opens the Rx detail
 * view; a draft expands with Create (continue it) and Decline or Delete. Rows, the detail view and the
 * draft actions are the history feature's.
 */
import { Card, Flex, Heading, Switch } from '@chakra-ui/react';
import { GetPrescriptionsByLocationPatientIdDocument } from '@vetrx/core/api';
import { ADMIN_LABELS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { buildPatientPrescriptionsVariables, HISTORY_PAGE_SIZE } from '@vetrx/core/record';
import { useState } from 'react';
import { useGql } from '../../api/useGql';
import { PrescriptionList, useHistoryPaging } from '../history/PrescriptionList';

export function OfficePrescriptions({ locationPatientId }: { locationPatientId: string }) {
  const [showOnlyActive, setShowOnlyActive] = useState(true);
  const paging = useHistoryPaging(HISTORY_PAGE_SIZE.history);
  const { page, pageSize, setPage } = paging;
  const list = useGql(GetPrescriptionsByLocationPatientIdDocument, { ...buildPatientPrescriptionsVariables(locationPatientId, { showOnlyActive }, page, pageSize), locationPatientId }, {
    placeholderData: (prev) => prev,
  });
  const data = list.data?.getPrescriptionsByLocationPatientId;

  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="office-prescriptions">
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {L.officePrescriptions}
          </Heading>
          <Switch.Root
            size="sm"
            checked={showOnlyActive}
            onCheckedChange={(e) => {
              setShowOnlyActive(e.checked);
              setPage(1);
            }}
            colorPalette="brand"
            data-testid="office-show-only-active"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{ADMIN_LABELS.showOnlyActiveSwitch}</Switch.Label>
          </Switch.Root>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <PrescriptionList
          rows={data?.data ?? []}
          query={list}
          total={data?.count ?? 0}
          paging={paging}
          skeletons={3}
          emptyTestId="office-prescriptions-empty"
        />
      </Card.Body>
    </Card.Root>
  );
}
