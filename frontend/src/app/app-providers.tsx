import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/shared/api/swr-options';
import { ToastProvider } from '@/shared/ui/toast';

/**
 * Everything a screen may rely on: data fetching defaults (docs/product-rules.md#data-loading) and toasts
 * (docs/product-rules.md#messages). Tooltips bring their own provider (shared/ui/tooltip.tsx), so their code
 * loads only with a screen that shows one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
