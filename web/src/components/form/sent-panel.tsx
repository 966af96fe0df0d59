import { useEffect, useRef, type ReactNode } from 'react';

/** A sent form's confirmation: announced and focused, so keyboard and screen-reader users land on it. */
export function SentPanel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-success" ref={ref} tabIndex={-1} role="status" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
