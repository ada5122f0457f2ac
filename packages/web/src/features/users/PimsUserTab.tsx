/**
 * The PIMS User tab (admin §2.5, §3 PIMS user, §5, §8): the PIMS users of the location's PIMS account
 * (searchPimsUsers, filtered by name), the one linked now (getPimsUser), and Link on each. Linking
 * needs the PIMS user's account id, connection type and PIMS id (core's checkPimsUserLink: 'The
 * selected user has incomplete data.'), then saves the location user's pimsId (UpdateLocationUser):
 * 'User linked successfully.' or 'Failed to link user: {message}'.
 */
import { Badge, Box, Button, Flex, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import type { PimsUserFieldsFragment } from '@vetrx/core/fragments/PimsUserFields';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { UpdateLocationUserDocument } from '@vetrx/core/operations/UpdateLocationUser';
import { GetPimsUserDocument } from '@vetrx/core/operations/getPimsUser';
import { SearchPimsUsersDocument } from '@vetrx/core/operations/searchPimsUsers';
import { checkPimsUserLink, pimsAccountOf, pimsUserLinkToast } from '@vetrx/core/admin';
import { formatDate } from '@vetrx/core/format';
import { USER_LABELS as L, USER_MESSAGES } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuLink, LuSearch } from 'react-icons/lu';
import { serverMessage } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';

export interface PimsUserTabProps {
  locationUser: {
    id: string;
    pimsId: string | null;
    location: { pimsAccountId: string | null; pimsConnectionType: string | null };
  };
  /** May the saver link (a user manager there, or support). */
  editable: boolean;
}

function PimsUserSummary({ user }: { user: PimsUserFieldsFragment }) {
  const licence = [user.vetLicenseNumber, user.vetLicenseState, user.vetLicenseExpiration ? formatDate(user.vetLicenseExpiration) : null].filter(Boolean).join(' · ');
  return (
    <Stack gap="0.5" minW="0">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{user.displayName}</Text>
        {user.isProvider && (
          <Badge size="sm" colorPalette="brand" variant="subtle">
            {L.provider}
          </Badge>
        )}
        {user.type && (
          <Badge size="sm" variant="outline">
            {user.type}
          </Badge>
        )}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {L.pimsId}: {user.pimsId ?? L.notSet}
        {licence ? ` · ${licence}` : ''}
      </Text>
    </Stack>
  );
}

export function PimsUserTab({ locationUser, editable }: PimsUserTabProps) {
  const account = pimsAccountOf(locationUser.location);
  const [text, setText] = useState('');
  const searchText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useGql(SearchPimsUsersDocument, account ? { pimsInput: account, searchText } : null);
  const linked = useGql(GetPimsUserDocument, account && locationUser.pimsId ? { pimsInput: account, pimsId: locationUser.pimsId } : null);
  const link = useGqlMutation(UpdateLocationUserDocument, { invalidates: [GetAdminLocationUserDocument, LocationsUsersDocument, GetPimsUserDocument] });

  if (!account) {
    return (
      <Alert.Root status="info" data-testid="pims-not-configured">
        <Alert.Indicator />
        <Alert.Description>{USER_MESSAGES.pimsNotConfigured}</Alert.Description>
      </Alert.Root>
    );
  }

  function linkTo(user: PimsUserFieldsFragment) {
    const check = checkPimsUserLink(user);
    if (!check.ok) {
      notify('error', pimsUserLinkToast({ ok: false, message: check.errors.pimsId }));
      return;
    }
    link.mutate(
      { id: locationUser.id, input: { pimsId: check.value.pimsId } },
      {
        onSuccess: () => notify('success', pimsUserLinkToast({ ok: true })),
        onError: (e) => notify('error', pimsUserLinkToast({ ok: false, message: serverMessage(e) ?? '' })),
      },
    );
  }

  return (
    <Stack gap="4" data-testid="pims-user-tab">
      <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle">
        <Text textStyle="xs" color="fg.muted" mb="1">
          {L.pimsLinkedUser}
        </Text>
        {!locationUser.pimsId ? (
          <Text textStyle="sm">{L.notSet}</Text>
        ) : linked.isPending ? (
          <Skeleton h="8" />
        ) : linked.data?.getPimsUser ? (
          <PimsUserSummary user={linked.data.getPimsUser} />
        ) : (
          <Text textStyle="sm">
            {L.pimsId}: {locationUser.pimsId}
          </Text>
        )}
      </Box>
      <InputGroup startElement={<LuSearch />}>
        <Input placeholder={L.pimsUserSearch} aria-label={L.pimsUserSearch} value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid="pims-user-search" />
      </InputGroup>
      <Box borderWidth="1px" borderRadius="lg" maxH="80" overflowY="auto" aria-live="polite">
        {results.isPending ? (
          <Stack p="3" gap="2">
            <Skeleton h="10" />
            <Skeleton h="10" />
          </Stack>
        ) : results.isError ? (
          <Text p="4" color="fg.error" textStyle="sm">
            {serverMessage(results.error) ?? USER_MESSAGES.pimsUnavailable}
          </Text>
        ) : (results.data?.searchPimsUsers.length ?? 0) === 0 ? (
          <Text p="4" color="fg.muted" textStyle="sm" textAlign="center">
            {L.noPimsUsers}
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0">
            {results.data!.searchPimsUsers.map((u, i) => {
              const isLinked = u.pimsId !== null && u.pimsId === locationUser.pimsId;
              return (
                <Flex as="li" key={`${u.pimsId ?? 'none'}-${i}`} align="center" justify="space-between" gap="3" px="3" py="2.5" layerStyle="row.divided" data-testid="pims-user-row">
                  <PimsUserSummary user={u} />
                  {isLinked ? (
                    <Badge colorPalette="green" variant="subtle">
                      {L.linked}
                    </Badge>
                  ) : (
                    <Button size="xs" variant="outline" colorPalette="brand" onClick={() => linkTo(u)} disabled={!editable} loading={link.isPending && link.variables?.input.pimsId === u.pimsId}>
                      <LuLink /> {L.linkUser}
                    </Button>
                  )}
                </Flex>
              );
            })}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
