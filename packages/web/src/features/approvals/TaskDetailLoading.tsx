import { Skeleton, Stack } from '@chakra-ui/react';

/** The open card while its detail's code or its task loads. */
export function TaskDetailLoading() {
  return (
    <Stack gap="3" data-testid="task-detail-loading">
      <Skeleton h="6" w="40" />
      <Skeleton h="40" borderRadius="lg" />
    </Stack>
  );
}
