import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the form's first field marked invalid (document order
 * is the order people fill it in), so keyboard and screen-reader users land on what to fix.
 * Returns the form's ref and the function to call when a submit was refused.
 */
export function useFocusFirstInvalid(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return [formRef, () => setRefusals((count) => count + 1)];
}
