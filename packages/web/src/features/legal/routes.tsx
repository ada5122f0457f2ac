import type { FeatureRoutes } from '../../app/routing/types';
import { LEGAL_PATHS } from '../../shared/legal/paths';

export const routes: FeatureRoutes = {
  public: [
    { path: LEGAL_PATHS.termsOfService, page: () => import('./TermsPage') },
    { path: LEGAL_PATHS.privacyPolicy, page: () => import('./PrivacyPage') },
    { path: LEGAL_PATHS.onlinePrescribingNotice, page: () => import('./OnlinePrescribingPage') },
    { path: LEGAL_PATHS.contactUs, page: () => import('./ContactPage') },
  ],
};
