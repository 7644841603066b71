// Core calls too slow for the input path (thousands of Gaussians at
// d_k = 1024), run off it, with what the reader sees meanwhile: the widget
// is "computing" (data-state, aria-busy and .is-computing) until the numbers
// it is waiting for have arrived, then draws them; a failure is routed like
// any core error, and the last good numbers stay.
//
// const task = new CoreTask(host);
// task.run(key, () => promise): works towards `key` (a string naming what
//   the reader asked for); a newer run() makes an older one's result
//   obsolete, so only the latest request draws. On success the host redraws
//   (its model finds the numbers in its cache); on failure the host's
//   showCoreError(error) says why.
// task.pending: whether the host is waiting for numbers.

export class CoreTask {
  constructor(host) {
    this.host = host;
    this.key = null;
    this.pending = false;
    host.addController(this);
  }

  run(key, start) {
    this.key = key;
    this.setPending(true);
    let work;
    try {
      work = Promise.resolve(start());
    } catch (error) {
      work = Promise.reject(error);
    }
    work.then(
      () => {
        if (this.key !== key) return; // the reader has moved on; a newer run draws
        this.setPending(false);
        this.host.requestRender();
      },
      (error) => {
        if (this.key !== key) return;
        this.setPending(false);
        this.host.showCoreError(error);
      },
    );
  }

  // Nothing to wait for: what the reader asked for is on screen.
  settle() {
    this.key = null;
    this.setPending(false);
  }

  setPending(pending) {
    this.pending = pending;
    const { host } = this;
    host.classList.toggle('is-computing', pending);
    if (pending) {
      host.setAttribute('aria-busy', 'true');
      if (host.dataset.state === 'ready') host.dataset.state = 'computing';
    } else {
      host.removeAttribute('aria-busy');
      if (host.dataset.state === 'computing') host.dataset.state = host.drawn ? 'ready' : 'error';
    }
  }

  hostDisconnected() {
    this.key = null; // results that arrive after the widget left are dropped
  }
}
