import type { ComponentType } from 'react';
import type { RouteName } from '@mall/site';

// The screens that exist, by route name: a route is `live` in the table exactly when it has a screen
// here (routes.test.ts checks both directions). Each loads as its own chunk.
export const screens: Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>> = {
  home: () => import('../features/home/home-screen'),
};
