import { type ReactNode, useId } from 'react';
import * as page from './page.css.ts';
import * as summary from './summary.css.ts';

interface TitledSectionProps {
  title: ReactNode;
  /** 1 for a page's own card, 2 for a box of a page, 3 for a part of a panel. */
  level?: 1 | 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A section named by its heading, for assistive technology and the end-to-end tests. */
export function TitledSection({ title, level = 2, className, headingClassName, children }: TitledSectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

type BoxProps = Pick<TitledSectionProps, 'title' | 'children'>;

/** A box of a side column: the cart's coupon, price details and checkout steps, the blog's side boxes. */
export function SummaryBox(props: BoxProps) {
  return <TitledSection className={summary.box} headingClassName={summary.heading} {...props} />;
}

/** A page's content in one card under its title: the account pages. */
export function PageCard({ className, ...props }: BoxProps & { className?: string }) {
  return (
    <TitledSection
      level={1}
      className={className ? `${page.card} ${className}` : page.card}
      headingClassName={page.title}
      {...props}
    />
  );
}
