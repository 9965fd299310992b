import { type ReactNode, Suspense, use } from 'react';

interface LoadedProps<T> {
  /** A loader's promise, unawaited so the page shows its skeleton meanwhile; null when it failed. */
  data: Promise<T | null>;
  /** The skeleton, in the final size of what it stands for, so the layout does not jump. */
  pending: ReactNode;
  /** What shows when nothing came (a failure, an unknown id); the skeleton unless said otherwise. */
  missing?: ReactNode;
  children: (value: T) => ReactNode;
}

function Resolved<T>({ data, pending, missing = pending, children }: LoadedProps<T>) {
  const value = use(data);
  return value === null ? missing : children(value);
}

/** A page's data from its route loader: the skeleton while it loads, then `children` with it. */
export function Loaded<T>(props: LoadedProps<T>) {
  return (
    <Suspense fallback={props.pending}>
      <Resolved {...props} />
    </Suspense>
  );
}
