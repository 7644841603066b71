// Play, Pause and the ticking in between, for widgets that animate a
// sequence (the training demo's steps, the online softmax's chunks).
//
// new Playback(host, {button, interval, tick, onStart, onStop})
// - button: the Play/Pause toggle; its text and aria-pressed follow the state;
// - interval: milliseconds between ticks, or 'frame' for one tick per
//   animation frame;
// - tick(): advances once and returns false when there is nothing left to
//   play, which stops playback (as pause() would);
// - onStart(), onStop(reason): the widget's own bookkeeping; reason is
//   'pause' (the reader, or the code), 'end' (tick returned false), 'hidden'
//   (the tab or the widget went out of sight) or 'error' (tick threw).
// Nobody watches an animation off screen or in a background tab: playback
// stops there, and when the host leaves the document.

import { Listeners, Observation } from './controllers.js';
import { message } from '../text/messages.js';

export class Playback {
  constructor(host, { button, interval, tick, onStart = () => {}, onStop = () => {} }) {
    Object.assign(this, { host, button, interval, tick, onStart, onStop });
    this.playing = false;
    this.handle = null;
    host.addController(this);
    const listeners = new Listeners(host);
    listeners.add(document, 'visibilitychange', () => { if (document.hidden) this.stop('hidden'); });
    if (typeof IntersectionObserver === 'function') {
      this.visibility = new Observation(host, () => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => !e.isIntersecting)) this.stop('hidden');
        });
        observer.observe(host);
        return observer;
      });
    }
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => this.toggle());
  }

  toggle() {
    if (this.playing) this.stop('pause');
    else this.play();
  }

  play() {
    if (this.playing) return;
    this.playing = true;
    this.showState();
    this.onStart();
    this.schedule();
  }

  pause() {
    this.stop('pause');
  }

  schedule() {
    const run = () => {
      this.handle = null;
      if (!this.playing) return;
      let more;
      try {
        more = this.tick();
      } catch (error) {
        this.stop('error', error);
        return;
      }
      if (more === false) this.stop('end');
      else if (this.playing) this.schedule();
    };
    this.handle = this.interval === 'frame'
      ? { frame: requestAnimationFrame(run) }
      : { timer: setTimeout(run, this.interval) };
  }

  stop(reason = 'pause', error = null) {
    if (!this.playing) return;
    this.playing = false;
    if (this.handle?.frame !== undefined) cancelAnimationFrame(this.handle.frame);
    if (this.handle?.timer !== undefined) clearTimeout(this.handle.timer);
    this.handle = null;
    this.showState();
    this.onStop(reason, error);
  }

  showState() {
    this.button.textContent = message(this.playing ? 'widget-pause' : 'widget-play');
    this.button.setAttribute('aria-pressed', String(this.playing));
    if (this.playing) this.host.dataset.playing = 'true';
    else delete this.host.dataset.playing;
  }

  hostDisconnected() {
    this.stop('hidden');
  }
}
