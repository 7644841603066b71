// What a widget's controllers have in common. A controller is an object
// with hostConnected() and/or hostDisconnected(); the widget base calls them
// as the element enters and leaves a document (and hostConnected at once
// for one added while the element is in a document), so anything a controller
// holds outside the element (a document listener, an observer, a timer, an
// animation frame) is let go when the element is removed, and taken up again
// if it comes back. Single-page documentation hosts (MkDocs Material's
// instant navigation) remove whole pages of widgets without a reload.

// Listeners on objects outside the element (document, window, a media
// query), added while the host is connected and removed when it is not.
export class Listeners {
  constructor(host) {
    this.entries = [];
    this.attached = false;
    host.addController(this);
  }

  add(target, type, handler, options) {
    if (!target?.addEventListener) return;
    const entry = { target, type, handler, options };
    this.entries.push(entry);
    if (this.attached) target.addEventListener(type, handler, options);
  }

  hostConnected() {
    if (this.attached) return;
    this.attached = true;
    for (const { target, type, handler, options } of this.entries) target.addEventListener(type, handler, options);
  }

  hostDisconnected() {
    if (!this.attached) return;
    this.attached = false;
    for (const { target, type, handler, options } of this.entries) target.removeEventListener(type, handler, options);
  }
}

// An IntersectionObserver, a ResizeObserver or a MutationObserver on the
// host's own nodes, connected and disconnected with the host.
export class Observation {
  constructor(host, start) {
    this.start = start; // () → an observer, already observing
    this.observer = null;
    host.addController(this);
  }

  hostConnected() {
    this.observer ??= this.start();
  }

  hostDisconnected() {
    this.observer?.disconnect();
    this.observer = null;
  }
}
