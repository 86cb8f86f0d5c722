/**
 * Taps and typing that come before the page's code is alive are kept and given to the app once it
 * is (issue 28, docs/decisions/017). The server's HTML shows every button at once, but until the
 * app has hydrated, React has not attached its handlers: a tap on Add to Cart, the menu or the
 * quantity stepper would do nothing, and a pack chosen or a word typed would be undone.
 *
 * Until then, a click on a button, a label, a disclosure's summary, a radio button or a checkbox is
 * held (its default action stopped) and tells main.tsx to start the app; once the app is alive,
 * each held element is clicked again, in order. A value chosen or typed in any other form control
 * (a text or number field, a text area, a select such as the shop's sort and category) is left
 * where it is and handed to React as if chosen after hydration (issue 36). Links are not held:
 * they work natively.
 */

const HELD = 'button, summary, label, input[type="radio"], input[type="checkbox"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const held: HTMLElement[] = [];
/** Each control's latest value, in the order first changed. */
const typed = new Map<Field, string>();
let wake: () => void = () => undefined;
let listening = false;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
  wake();
}

/** A control whose value the app reads from its own state (radios and checkboxes are held taps). */
function isValueField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}

function onInput(event: Event): void {
  if (isValueField(event.target)) typed.set(event.target, event.target.value);
}

/** Starts holding; `onFirst` is called on each held tap (main.tsx starts the app, once). */
export function holdEarlyInput(onFirst: () => void): void {
  wake = onFirst;
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
}

/**
 * The app is alive (its handlers attached): what was typed reaches React's onChange, and the held
 * taps are made again, in the order they came, one a task.
 */
export function releaseEarlyInput(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
  for (const [field, value] of typed) if (field.isConnected) handOver(field, value);
  typed.clear();
  replay(held.splice(0));
}

/**
 * Gives React a value the control already shows (or showed before hydration put the server's
 * back), as if it had just been chosen: React hears `change` on a select and `input` on a field.
 */
function handOver(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as Field;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (field instanceof HTMLSelectElement) {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Through the element's own setter first (React's record of the value becomes ''), then the
  // prototype's (the field shows the text again): the input event then reads as a change.
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * One held tap a task: React applies a tap's update before the next tap is made, as it would
 * between a person's taps (two at once would both read the quantity as it was).
 */
function replay(elements: HTMLElement[]): void {
  const next = elements.shift();
  if (!next) return;
  if (next.isConnected) next.click();
  setTimeout(() => replay(elements));
}
