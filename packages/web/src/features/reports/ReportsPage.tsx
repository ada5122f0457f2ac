/**
 * /reports (admin §2.5 Reports): the location's report in a frame, from a short-lived address
 * GetReportEmbedUrl issues; 'No Reports Found!' when the location has none. The route guard already
 * sends locations without hasReportingPage to /dashboard.
 */
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { GetReportEmbedUrlDocument } from '@vetrx/core/operations/GetReportEmbedUrl';
import { ADMIN_EMPTY_STATES, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LuChartColumn } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { PageProblem } from '../../components/page/PageProblem';
import { ADMIN_LIMITS } from '@vetrx/core/admin';

export default function ReportsPage() {
  const { locationId } = useCurrentLocation();
  // The address lives ADMIN_LIMITS.reportEmbedTtlSeconds; the frame keeps what it loaded, so it is not refetched behind the user's back.
  const report = useGql(GetReportEmbedUrlDocument, locationId ? { locationId } : null, {
    staleTime: (ADMIN_LIMITS.reportEmbedTtlSeconds - 30) * 1000,
    refetchOnWindowFocus: false,
  });
  const embed = report.data?.getReportEmbedUrl ?? null;
  return (
    <PageWrapper>
      {report.isError ? (
        <PageProblem notFound={false} message={L.loadFailed} onRetry={() => void report.refetch()} />
      ) : report.isPending ? (
        <Skeleton h="70vh" borderRadius="xl" />
      ) : !embed ? (
        <Stack align="center" gap="3" py="20" borderWidth="1px" borderRadius="xl" bg="bg" data-testid="no-reports">
          <Box fontSize="3xl" color="fg.subtle" aria-hidden>
            <LuChartColumn />
          </Box>
          <Text fontWeight="medium" textStyle="lg">
            {ADMIN_EMPTY_STATES.noReports}
          </Text>
        </Stack>
      ) : (
        <Card.Root variant="outline" borderRadius="xl" shadow="card" overflow="hidden">
          <Box
            as="iframe"
            {...{ src: embed.embedUrl, title: L.reportFrameTitle, referrerPolicy: 'no-referrer', loading: 'eager' }}
            w="full"
            h={{ base: 'calc(100dvh - 190px)', md: 'calc(100dvh - 210px)' }}
            minH="480px"
            border="0"
            display="block"
            data-testid="report-frame"
          />
        </Card.Root>
      )}
    </PageWrapper>
  );
}
