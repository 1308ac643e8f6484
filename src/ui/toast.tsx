import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that disappears after `ms`; render <Toast> with it. */
export function useToast(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}

/** Always mounted so screen readers announce the text when it appears (aria-live). */
export function Toast({ message }: { message: string | null }) {
  return (
    <div className={message ? 'toast toast-visible' : 'toast'} role="status" aria-live="polite">
      {message}
    </div>
  );
}
