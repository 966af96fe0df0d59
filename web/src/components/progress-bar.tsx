import './progress-bar.css';

// A progress bar (the tier's way, a badge's): a labelled progressbar whose value is a percent the
// page already rounded as spec §9 says (down to a multiple of 10, 100 when complete).

interface ProgressBarProps {
  percent: number;
  /** What it is the progress of (the accessible name). */
  label: string;
  /** The value in words (`7 of 10`, `60 %`). */
  valueText: string;
  testId?: string;
}

export function ProgressBar({ percent, label, valueText, testId }: ProgressBarProps) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={width} aria-valuetext={valueText} aria-label={label} data-testid={testId}>
      <span style={{ width: `${width}%` }} />
    </div>
  );
}
