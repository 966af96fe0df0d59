import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectLocation, type Redirect } from '@mall/site';

// Spec §2 "Route guards": a path the tenant redirects is followed on client navigation as the bff
// follows it on the first request (the same rules, from the layout's data). A target on this site is
// a client-side navigation that replaces the old address; an absolute one is a full navigation away.
export function FollowRedirect({ rule }: { rule: Redirect }) {
  const { search } = useLocation();
  const location = redirectLocation(rule, search);
  useEffect(() => {
    if (rule.external) window.location.replace(location);
  }, [rule.external, location]);
  return rule.external ? null : <Navigate to={location} replace />;
}
