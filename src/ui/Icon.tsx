import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

interface IconProps extends SVGProps<SVGSVGElement> {
  /** One of lucide's icons (`import { Search } from 'lucide'`): its elements, as data. */
  icon: IconNode;
}

/**
 * A lucide icon drawn with lucide's attributes at 20 px. Each icon is data of the `lucide` package, bundled with
 * the page that shows it; lucide-react's component, context and helpers came to 1.9 kB of the first screen for the
 * same ten icons. Decorative unless given a title: the control around an icon carries the accessible name.
 */
export function Icon({ icon, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
