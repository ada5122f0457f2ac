/**
 * The 'Help Client' button of the client profile header (clients §2, §4): shown only with the feature
 * oobo at the location and the oobo module in the user's role (core's canShowHelpClient); enabled once
 * the client's and the user's impersonation ids are resolved (re-checked every 10 s); opens the
 * client's storefront in a new tab to order on the client's behalf. For an inactive client it is
 * disabled with 'Please activate client.'.
 */
import { Box, Button } from '@chakra-ui/react';
import { canShowHelpClient, hasOoboModule, inactiveClientReason } from '@vetrx/core/client';
import { CLIENT_LABELS, PIMS_LABELS } from '@vetrx/core/messages';
import { LuHeadset } from 'react-icons/lu';
import { useSession } from '../../session/SessionContext';
import { DisabledReason } from '../../components/ui/disabled-reason';
import { Tooltip } from '../../components/ui/tooltip';
import type { AccessTokenSource } from '../../api/client';
import { useHelpClient } from './useHelpClient';

function Runner({ clientUuid, userUuid, auth }: { clientUuid: string; userUuid: string; auth: AccessTokenSource }) {
  const help = useHelpClient({ clientUuid, userUuid }, auth);
  const button = (
    <Button
      variant="outline"
      colorPalette="brand"
      disabled={!help.ready && !help.busy}
      loading={help.busy}
      onClick={help.start}
      data-testid="help-client"
      data-ready={help.ready}
    >
      <LuHeadset /> {CLIENT_LABELS.helpClient}
    </Button>
  );
  const waiting = !help.ready && !help.busy;
  // One element in every state (the span carries the tooltip of the disabled button while the ids resolve).
  return (
    <Tooltip content={PIMS_LABELS.helpClientWaiting} showArrow disabled={!waiting}>
      <Box as="span" display="inline-flex" tabIndex={waiting ? 0 : undefined} aria-label={waiting ? PIMS_LABELS.helpClientWaiting : undefined}>
        {button}
      </Box>
    </Tooltip>
  );
}

/** Help Client for an inactive client: disabled, with core's reason ('Please activate client.'). */
function Inactive({ reason }: { reason: string }) {
  return (
    <DisabledReason reason={reason} id="help-client-reason">
      <Button variant="outline" colorPalette="brand" disabled data-testid="help-client">
        <LuHeadset /> {CLIENT_LABELS.helpClient}
      </Button>
    </DisabledReason>
  );
}

export function HelpClientButton({ client, auth }: { client: { uuid: string; isActive?: boolean }; auth: AccessTokenSource }) {
  const session = useSession();
  const user = session.user;
  const modules = session.current?.role.rolesModules ?? [];
  if (!user || !canShowHelpClient({ features: session.features, hasOoboModule: hasOoboModule(modules) })) return null;
  const reason = client.isActive === false ? inactiveClientReason({ isActive: false }) : null;
  if (reason) return <Inactive reason={reason} />;
  return <Runner key={`${client.uuid}:${user.uuid}`} clientUuid={client.uuid} userUuid={user.uuid} auth={auth} />;
}
