import { ComponentType, lazy, LazyExoticComponent } from 'react';
import { PENDING_APPROVAL_PAGE, preloadedModulesByPath } from './route-table';

// Everything behind the home page loads on demand, so the public landing stays small: one chunk per page module.
const MODULES = import.meta.glob<Record<string, ComponentType>>(['./features/*/*Page.tsx', './features/dashboard/DashboardLayout.tsx', '!./features/home/**']);

const loaderOf = (page: string) => {
  const load = MODULES[`./${page}.tsx`];
  if (!load) throw new Error(`No page module at src/${page}.tsx`);
  return load;
};

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded component a route-table page names (the export named as its file). */
export function pageComponent(page: string): LazyExoticComponent<ComponentType> {
  let component = components.get(page);
  if (!component) {
    const name = page.slice(page.lastIndexOf('/') + 1);
    component = lazy(() => loaderOf(page)().then((module) => ({ default: module[name] })));
    components.set(page, component);
  }
  return component;
}

export const PendingApprovalPage = pageComponent(PENDING_APPROVAL_PAGE);

const PRELOADS = preloadedModulesByPath();

/** Starts fetching the modules of the page at `pathname` while the member app itself loads (one round trip less). */
export function preloadPagesOf(pathname: string): void {
  for (const page of PRELOADS[pathname] ?? []) void loaderOf(page)();
}
