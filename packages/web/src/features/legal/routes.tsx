import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';
import { LEGAL_PATHS } from './paths';

const TermsPage = lazy(() => import('./TermsPage'));
const PrivacyPage = lazy(() => import('./PrivacyPage'));
const OnlinePrescribingPage = lazy(() => import('./OnlinePrescribingPage'));
const ContactPage = lazy(() => import('./ContactPage'));

export const routes: FeatureRoutes = {
  public: [
    { path: LEGAL_PATHS.termsOfService, element: <TermsPage /> },
    { path: LEGAL_PATHS.privacyPolicy, element: <PrivacyPage /> },
    { path: LEGAL_PATHS.onlinePrescribingNotice, element: <OnlinePrescribingPage /> },
    { path: LEGAL_PATHS.contactUs, element: <ContactPage /> },
  ],
};
