/**
 * Taps and typing that come before the page's code is alive are kept and given to the app once it
 * is (issue 28, docs/decisions/017). The server's HTML shows every button at once, but until the
 * app has hydrated, React has not attached its handlers: a tap on Add to Cart, the menu or the
 * quantity stepper would do nothing, and a pack chosen or a word typed would be undone.
 *
 * Until then, a click on a button, a label, a disclosure's summary, a radio button or a checkbox is
 * held (its default action stopped) and tells main.tsx to start the app; once the app is alive,
 * each held element is clicked again, in order. Text typed into a field is left where it is and
 * handed to React as if typed after hydration. Links are not held: they work natively.
 */

const HELD = 'button, summary, label, input[type="radio"], input[type="checkbox"]';

const held: HTMLElement[] = [];
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
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

function onInput(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    typed.set(field, field.value);
}

/** Starts holding; `onFirst` is called on each held tap (main.tsx starts the app, once). */
export function holdEarlyInput(onFirst: () => void): void {
  wake = onFirst;
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
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
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // Through the element's own setter first (React's record of the value becomes ''), then the
    // prototype's (the field shows the text again): the input event then reads as a change.
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    field.value = '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  replay(held.splice(0));
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
