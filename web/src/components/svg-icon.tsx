import type { SvgIconDataFragment } from '../graphql/generated';
// Its styles (svg-icon.css) are the shell's, which every first HTML inlines: styles/shell.css.

// An icon of an icon set (Iconify), as the bff drew it from the sets it bundles (schema `SvgIcon`).
// The drawing is the set's own SVG body (from the bff's bundled sets, never from the platform), put in
// an <svg> of its view box: what Iconify's offline component renders for the same data, without its
// 22 KB of code. The shell's navigation shows these icons on every page, so every first load paid for
// that code (issue 22's header items took the first load past its 130 KiB budget).

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
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${icon.left} ${icon.top} ${icon.width} ${icon.height}`}
      width={size}
      height={size}
      className={className ? `svg-icon ${className}` : 'svg-icon'}
      data-icon={icon.name}
      data-fallback={icon.fallback ? 'true' : undefined}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // The set's drawing: paths with `currentColor`, from the bff's bundled sets (bff/src/information's icons).
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
