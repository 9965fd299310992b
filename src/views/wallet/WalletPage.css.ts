import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const balance = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceAmount = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const what = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const money = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', whiteSpace: 'nowrap' });

export const tone = styleVariants({
  credit: { color: vars.color.success },
  debit: { color: vars.color.text },
  failed: { color: vars.color.danger },
});

export const amount = style({ fontWeight: vars.fontWeight.bold });
