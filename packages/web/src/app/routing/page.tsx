/**
 * A route's page, rendered when its code is there. While it loads, the page shows what
 * the layout around it gives as the loading state: the start-up screen outside the shell, the shell's
 * spinner inside it.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useDeferredModule, type DeferredModule } from '../../components/ui/deferred-module';

const PageLoading = createContext<ReactNode>(null);

/** Sets what a page shows while its code loads, for the pages below. */
export const PageLoadingProvider = PageLoading.Provider;

export function DeferredPage({ module }: { module: DeferredModule<{ default: ComponentType }> }) {
  const loaded = useDeferredModule(module);
  const loading = useContext(PageLoading);
  return loaded ? <loaded.default /> : loading;
}
