/** A detail page's record could not be shown: not found (with the page's own message), or a load error with Try again. */
import { Button } from '@chakra-ui/react';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LuCircleAlert, LuSearchX } from 'react-icons/lu';
import { StatusPage } from './StatusPage';

export function PageProblem({ notFound, message, onRetry }: { notFound: boolean; message: string; onRetry(): void }) {
  return notFound ? (
    <StatusPage icon={<LuSearchX />} title={message} data-testid="record-not-found" />
  ) : (
    <StatusPage
      icon={<LuCircleAlert />}
      title={L.loadFailed}
      action={
        <Button variant="outline" colorPalette="brand" onClick={onRetry}>
          {L.retry}
        </Button>
      }
      data-testid="record-load-failed"
    />
  );
}
