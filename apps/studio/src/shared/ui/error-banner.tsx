import type { ShownError } from '../session/describe-error.ts';

export function ErrorBanner({
  error,
  onClose,
  closeLabel,
}: {
  error: ShownError | null;
  onClose: () => void;
  closeLabel: string;
}) {
  if (!error) return null;
  return (
    <div className="banner banner--error" role="alert">
      <span>{error.text}</span>
      {!error.fatal && (
        <button type="button" className="link-button" onClick={onClose}>
          {closeLabel}
        </button>
      )}
    </div>
  );
}
