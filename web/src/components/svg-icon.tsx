import { Icon } from '@iconify/react/offline';
import type { SvgIconDataFragment } from '../graphql/generated';
import './svg-icon.css';

// An icon of an icon set (Iconify), as the bff drew it from the sets it bundles (schema `SvgIcon`).
// Iconify's React component in its offline build: it draws the data it is given and never asks the
// Iconify hosts for anything (the online build would, for a name). The data comes with the page's own
// operation, so the icon is in the first HTML and no set reaches the browser's bundle.

export interface SvgIconProps {
  icon: SvgIconDataFragment;
  className?: string;
  /** Its size in CSS (`1em` by default: the text's size). */
  size?: string;
  /** A meaningful icon's name for assistive technology; without one the icon is decorative (hidden). */
  label?: string;
}

export function SvgIcon({ icon, className, size = '1em', label }: SvgIconProps) {
  return (
    <Icon
      icon={{ body: icon.body, left: icon.left, top: icon.top, width: icon.width, height: icon.height }}
      width={size}
      height={size}
      className={className ? `svg-icon ${className}` : 'svg-icon'}
      data-icon={icon.name}
      data-fallback={icon.fallback ? 'true' : undefined}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label, 'aria-hidden': false } : { 'aria-hidden': true })}
    />
  );
}
