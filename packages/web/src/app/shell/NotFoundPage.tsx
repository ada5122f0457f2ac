import { LuArrowLeft, LuCompass } from 'react-icons/lu';
import { ButtonLink } from '../../components/ui/link';
import { StatusPage } from '../../components/page/StatusPage';

/** Unknown routes inside the app: a friendly message and a way home. */
export default function NotFoundPage() {
  return (
    <StatusPage
      icon={<LuCompass />}
      title="Page not found"
      description="The page you are looking for does not exist or has moved. Check the address, or head back to your home page."
      action={
        <ButtonLink to="/" colorPalette="brand" mt="2">
          <LuArrowLeft /> Back to home
        </ButtonLink>
      }
      data-testid="not-found"
    />
  );
}
