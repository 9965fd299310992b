import { createElement, type ReactElement, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative unless given a title: the control around an icon carries the accessible name. */
function Icon({ children, ...props }: IconProps) {
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
      {children}
    </svg>
  );
}

/** An icon of these strokes on the 24-unit grid. */
const icon =
  (...strokes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Icon, props, ...strokes);

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const PinIcon = icon(
  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);

export const BagIcon = icon(<path d="M6 7h12l1 14H5L6 7Z" />, <path d="M9 10V6a3 3 0 0 1 6 0v4" />);

export const CartIcon = icon(
  <circle cx="9" cy="20" r="1.5" />,
  <circle cx="18" cy="20" r="1.5" />,
  <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.7a1.5 1.5 0 0 0 1.5-1.2L21 8H6.2" />,
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CrosshairIcon = icon(
  <circle cx="12" cy="12" r="7" />,
  <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />,
  <circle cx="12" cy="12" r="2" />,
);

export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

/** Outlined; pass `fill="currentColor"` for the filled heart of a liked dish. */
export const HeartIcon = icon(
  <path d="M12 20.5s-7.5-4.6-9.2-9.4A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.5c-1.7 4.8-9.2 9.4-9.2 9.4Z" />,
);
