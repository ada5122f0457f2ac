/**
 * Everything behind sign-in: no session → /login; then the caller is loaded and the layout chosen —
 * the support layout for a support user who is not impersonating, the practice layout otherwise.
 */
import { PUBLIC_ROUTES } from '@vetrx/core/access';
import { Navigate } from 'react-router';
import { LiveUpdates } from '../live-updates';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes';
import { useAuth } from '../auth/AuthProvider';
import { SessionProvider } from '../session/SessionProvider';
import { useSession } from '../../session/SessionContext';
import { SessionLoading } from '../session/SessionStates';
import { useDeferredModule } from '../../components/ui/deferred-module';
import { AppShell } from './AppShell';
import { supportShellModule } from './support-parts';

/** The support layout, whose code loads for a support user only (support-parts.ts). */
function SupportLayout() {
  const SupportShell = useDeferredModule(supportShellModule)?.SupportShell;
  return SupportShell ? <SupportShell /> : <SessionLoading />;
}

function ShellForSession() {
  const { usesSupportLayout } = useSession();
  if (usesSupportLayout) return <SupportLayout />;
  return (
    <>
      <LiveUpdates />
      <AppShell />
    </>
  );
}

export default function AuthenticatedLayout() {
  const { status } = useAuth();
  if (status === 'loading' || status === 'signingOut') return <SessionLoading />;
  if (status === 'anonymous') return <Navigate to={PUBLIC_ROUTES.login} replace />;
  return (
    <SessionProvider>
      <ShellForSession />
      {/* Leaving a form with unsaved typing asks first (issue 59). */}
      <UnsavedChangesGuard />
    </SessionProvider>
  );
}
