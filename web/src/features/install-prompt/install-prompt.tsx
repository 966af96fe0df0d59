import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './use-install-prompt';

// "Add to home screen" (issue 24, "Install"; README "Installable site"): a discreet offer from the
// second visit, when the browser says the site can be installed. What every page carries is the hook
// (a listener and a few storage reads, after hydration); the bar, its styles and its texts' use come
// in a chunk of their own, only for a visitor it is shown to. The server renders nothing here.

const InstallChip = lazy(() => import('./install-chip').then((module) => ({ default: module.InstallChip })));

export interface InstallPromptProps {
  /** "Add {mall} to your home screen". */
  mallName: string;
  /** True while the cookie banner or dialog is up (consent not given yet): the offer never covers it. */
  blocked: boolean;
}

export function InstallPrompt({ mallName, blocked }: InstallPromptProps) {
  const { offer, install, notNow } = useInstallPrompt(blocked);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallChip mallName={mallName} onInstall={() => void install()} onNotNow={notNow} />
    </Suspense>
  );
}
