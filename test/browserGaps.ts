/**
 * What jsdom lacks of the browser that the site's components use.
 *
 * jsdom has the <dialog> element but not its methods: this gives it the part the site uses, as
 * the browsers behave: `show()`, `showModal()` and `close()` set `open`, and closing fires `close`. Escape
 * (which a browser turns into `cancel`, then `close`) is handled too. The top layer, the inert
 * page and focus are the browsers' own and are checked end to end in Chromium.
 */
function installDialogMethods(): void {
  // Tests that run in Node have no document at all.
  if (typeof HTMLDialogElement === 'undefined') return;
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;
  // Both run the dialog's focusing steps: the first field or button inside takes focus.
  prototype.show = function show(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    const focusable = this.querySelector<HTMLElement>('input, button, a[href], [tabindex]');
    focusable?.focus();
  };
  prototype.showModal = prototype.show;
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (open instanceof HTMLDialogElement) open.close();
  });
  // A submit of a form with method="dialog" closes the dialog it sits in.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('method') !== 'dialog') return;
    event.preventDefault();
    form.closest('dialog')?.close();
  });
}

installDialogMethods();

// jsdom lays nothing out, so there is nothing to scroll; the call itself must exist.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

export {};
