import { createContext, useContext } from 'react';
import type { CombinedError } from 'urql';
import type { ShellQuery } from '../graphql/generated';
import type { Lang } from '@mall/site';

export interface ShellState {
  shell: ShellQuery | null;
  error: CombinedError | null;
  fetching: boolean;
  lang: Lang;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell outside the app root');
  return state;
}
