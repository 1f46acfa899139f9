import { useId, type ReactNode } from 'react';

/**
 * Explains why a control is disabled. The wrapper is focusable (a disabled button is not), so
 * keyboard and touch users reach the text too; screen readers get it as a description.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="kh-hint" tabIndex={0} aria-describedby={id}>
      {children}
      <span className="kh-hint-text" id={id} role="tooltip">
        {label}
      </span>
    </span>
  );
}
