import { useEffect, useRef, type ReactNode } from 'react';

/** The sent message's confirmation: announced and focused, so keyboard and screen-reader users land on it. */
export function SentPanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-success" ref={ref} tabIndex={-1} role="status" data-testid="contact-sent">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
