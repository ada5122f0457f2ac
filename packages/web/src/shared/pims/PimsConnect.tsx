/**
 * The code-redirect connect flow of a location's PIMS (admin §4, §7), for support users
 * on the practice details: 'Connect to the practice system' asks the PIMS host for the partner's sign-in
 * address and leaves for it; back on the page with a code, the code is exchanged for a token and the
 * user's clinics — several open the Select Practice dialog, one is used directly — the location is
 * updated with the clinic id as PIMS account id and the token as secret ('Successfully connected to the
 * practice system.'), and the code is removed from the URL. A failure shows 'Error' / 'There was an
 * error trying to connect to Digitail. Please try again.', also when the update after connecting fails.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { RadioGroup } from '../../components/ui/chakra-late';
import { connectCodeOf, connectLocationUpdate, connectPlan, createPimsConnectApi, type PimsClinic } from '@vetrx/core/admin';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { UpdateLocationDocument } from '@vetrx/core/operations/UpdateLocation';
import { GetInstallStatusDocument } from '@vetrx/core/operations/getInstallStatus';
import { ADMIN_LABELS, ADMIN_TOASTS, PIMS_CONNECT_TEXTS as T } from '@vetrx/core/messages';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { LuPlugZap } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { useGqlMutation } from '../../api/useGqlMutation';
import type { AccessTokenSource } from '../../api/client';
import { notify } from '../../components/ui/toaster';
import { AppDialog } from '../../components/ui/app-dialog';

const failed = () => notify('error', ADMIN_TOASTS.digitailConnectionError);

function SelectPracticeDialog({ clinics, onChoose, onCancel, saving }: { clinics: PimsClinic[]; onChoose(c: PimsClinic): void; onCancel(): void; saving: boolean }) {
  const [choice, setChoice] = useState(clinics[0]?.id ?? '');
  return (
    <AppDialog
      open
      onClose={onCancel}
      testId="select-practice-dialog"
      size="md"
      title={ADMIN_LABELS.selectPractice}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {ADMIN_LABELS.back}
          </Button>
          <Button colorPalette="brand" loading={saving} disabled={!choice} onClick={() => onChoose(clinics.find((c) => c.id === choice)!)} data-testid="select-practice-use">
            {T.usePractice}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" id="select-practice-hint">
          {T.choosePractice}
        </Text>
        <RadioGroup.Root value={choice} onValueChange={(e) => setChoice(e.value ?? '')} colorPalette="brand" aria-labelledby="select-practice-hint">
          <Stack gap="2">
            {clinics.map((c) => (
              <RadioGroup.Item key={c.id} value={c.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="select-practice-option">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {c.name ?? c.id}
                  <Text as="span" color="fg.muted" textStyle="xs" fontFamily="mono" ms="2">
                    {c.id}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </AppDialog>
  );
}

export function PimsConnect({
  location,
  connected,
  auth,
  api: apiOverride,
}: {
  location: { id: string };
  connected: boolean;
  auth: AccessTokenSource;
  api?: ReturnType<typeof createPimsConnectApi>;
}) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const api = useMemo(
    () => apiOverride ?? createPimsConnectApi({ baseUrl: window.location.origin, fetch: (url, init) => window.fetch(url, init), getToken: () => auth.getAccessToken() }),
    [auth, apiOverride],
  );
  const [leaving, setLeaving] = useState(false);
  const [choosing, setChoosing] = useState<{ token: string; clinics: PimsClinic[] } | null>(null);
  const update = useGqlMutation(UpdateLocationDocument, {
    invalidates: [LocationsDocument, GetLocationDocument, GetInstallStatusDocument],
    onSuccess: () => {
      setChoosing(null);
      notify('success', ADMIN_TOASTS.partnerConnected);
    },
    onError: () => {
      setChoosing(null);
      failed();
    },
  });
  const cleanUrl = () => {
    const params = new URLSearchParams(search);
    params.delete('code');
    params.delete('state');
    params.delete('error');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  };
  const connect = (clinic: PimsClinic, token: string) => update.mutate({ updateLocationId: location.id, input: connectLocationUpdate(clinic, token) });

  // Back from the partner's sign-in: the code is exchanged once (it cannot be used twice).
  const handled = useRef(false);
  // Runs once, for the code the page was opened with.
  const handleReturn = useEffectEvent(() => {
    const here = `${pathname}${search}`;
    const code = connectCodeOf(here);
    const error = new URLSearchParams(search).get('error');
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    cleanUrl();
    if (!code) {
      failed();
      return;
    }
    api
      .exchange({ locationId: location.id, url: `${window.location.origin}${here}` })
      .then((answer) => {
        const plan = connectPlan(answer);
        if (plan.kind === 'single') connect(plan.clinic, plan.token);
        else if (plan.kind === 'choose') setChoosing({ token: plan.token, clinics: plan.clinics });
        else failed();
      })
      .catch(failed);
  });
  useEffect(() => handleReturn(), []);

  const start = async () => {
    setLeaving(true);
    try {
      window.location.assign(await api.authorizationAddress({ locationId: location.id, redirectUri: `${window.location.origin}${pathname}` }));
    } catch {
      setLeaving(false);
      failed();
    }
  };

  return (
    <>
      <Button size="xs" variant={connected ? 'ghost' : 'solid'} colorPalette="brand" onClick={() => void start()} loading={leaving || update.isPending} loadingText={T.connecting} data-testid="pims-connect">
        <LuPlugZap /> {connected ? T.reconnect : T.connect}
      </Button>
      {choosing && <SelectPracticeDialog clinics={choosing.clinics} saving={update.isPending} onCancel={() => setChoosing(null)} onChoose={(c) => connect(c, choosing.token)} />}
    </>
  );
}
