import type { ShellQuery } from '../../graphql/generated';

type Logos = ShellQuery['mall']['logos'];
type LogoType = ShellQuery['settings']['logoTypes']['header'];

/** The mall logo variant a `*_logo_type` setting names, falling back to the base logo. */
export function logoUrl(logos: Logos, type: LogoType): string | null {
  return logos[type] ?? logos.base ?? null;
}
