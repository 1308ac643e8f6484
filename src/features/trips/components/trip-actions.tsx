import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * The trip page's actions: the primary one always in view, the others in a row beside it. On a
 * phone (trips.css) the others fold behind a "More actions" disclosure button: Enter or Space
 * opens and closes it, Escape closes it and puts focus back on the button, a tap outside closes
 * it. The list stays open while a confirmation opened from it is up (its dialog lives inside the
 * list, and the dialog hands focus back to the item that opened it). With one other action there
 * is nothing to fold: it stays in view.
 */
export function TripActions({ label, primary, children }: { label: string; primary: ReactNode; children: ReactNode }) {
  const items = Children.toArray(children);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const group = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const folds = items.length > 1;

  useEffect(() => {
    if (!open) return;
    function closeFromOutside(event: PointerEvent) {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeFromOutside);
    return () => document.removeEventListener('pointerdown', closeFromOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    // A confirmation dialog opened from the list answers its own Escape.
    if ((event.target as Element).closest('[role="dialog"], [role="alertdialog"]')) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div
      ref={group}
      className={folds ? 'trip-actions trip-actions-folding' : 'trip-actions'}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {primary}
      {folds && (
        <button
          ref={toggle}
          type="button"
          className="btn btn-ghost btn-sm trip-actions-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          More actions
          <span className="trip-actions-caret" aria-hidden="true" />
        </button>
      )}
      {items.length > 0 && (
        <ul id={listId} className={open ? 'trip-actions-more open' : 'trip-actions-more'}>
          {items.map((item, index) => (
            <li key={isValidElement(item) ? item.key : index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
