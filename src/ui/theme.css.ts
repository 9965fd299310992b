import { createGlobalTheme } from '@vanilla-extract/css';

/** The design tokens of the storefront: a warm wok-red brand on white, readable at 4.5:1 or better. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#b3261e',
    brandDark: '#8c1d18',
    brandSoft: '#fdecea',
    accent: '#f5a623',
    text: '#1f1f1f',
    textMuted: '#5f6368',
    surface: '#ffffff',
    surfaceAlt: '#f6f4f1',
    border: '#e2ded8',
    // 5.5:1 on white: the veg mark's word is small text (WCAG 1.4.3).
    veg: '#177a35',
    nonVeg: '#b3261e',
    success: '#1e7e34',
    successSoft: '#e6f4ea',
    danger: '#c5221f',
    warning: '#fff4ce',
    overlay: 'rgba(0, 0, 0, 0.55)',
    onBrand: '#ffffff',
    focus: '#0b57d0',
    footer: '#221a17',
    onFooter: '#f4efe9',
    onFooterMuted: '#c9bfb6',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  layout: { maxWidth: '1240px', panelWidth: '420px' },
  shadow: { card: '0 1px 3px rgba(0,0,0,0.12)', panel: '0 8px 32px rgba(0,0,0,0.24)' },
  // notice: what asks for an action over the page (a new version's Reload), under a modal's overlay, whose page is inert.
  z: { header: '10', notice: '20', overlay: '40', toast: '60' },
});

/** Breakpoints used by media queries: the spec's wide layout is 992 px. */
export const media = {
  small: 'screen and (min-width: 576px)',
  medium: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 992px)',
} as const;
