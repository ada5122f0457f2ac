import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuArrowLeft, LuRotateCw, LuTriangleAlert } from 'react-icons/lu';
import { StatusPage } from '../../components/page/StatusPage';
import { ButtonLink } from '../../components/ui/link';

/**
 * What a page that threw while rendering shows instead of React Router's developer page: a plain
 * message, a reload (a new release's code is what a failed chunk load most often needs) and a way home.
 * The error goes to the console for support; nothing of it is shown to the user.
 */
export default function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return (
    <StatusPage
      icon={<LuTriangleAlert />}
      title="Something went wrong"
      description="This page ran into a problem and could not be shown. Reload the page to try again; what you saved is kept."
      action={
        <HStack gap="3" mt="2">
          <Button colorPalette="brand" onClick={() => window.location.reload()} data-testid="route-error-reload">
            <LuRotateCw /> Reload the page
          </Button>
          <ButtonLink to="/" variant="outline">
            <LuArrowLeft /> Back to home
          </ButtonLink>
        </HStack>
      }
      data-testid="route-error"
    />
  );
}
