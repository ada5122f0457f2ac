/**
 * The page a route guard's denial shows ('you can't access this link', admin §2.4), with a way back
 * home. Loaded when a denial is first shown: nobody's first load needs it (the /dashboard budget).
 */
import { LuArrowLeft, LuShieldAlert } from 'react-icons/lu';
import { ButtonLink } from '../../components/ui/link';
import { StatusPage } from '../../components/page/StatusPage';

export default function AccessDenied({ message }: { message: string }) {
  return (
    <StatusPage
      icon={<LuShieldAlert />}
      title={message}
      action={
        <ButtonLink to="/" variant="outline" colorPalette="brand" mt="2">
          <LuArrowLeft /> Back to home
        </ButtonLink>
      }
      data-testid="access-denied"
    />
  );
}
