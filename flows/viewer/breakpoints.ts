/**
 * The flow viewer's own breakpoints: it is a tool page, wider than the shop's. From `wideTool` on, the
 * diagram and the panels stand side by side; from `withList` on, the list of flows is a column too.
 */
export const wideTool = 'screen and (min-width: 960px)';
export const withList = 'screen and (min-width: 1200px)';
