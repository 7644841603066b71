// Attributes and events from JSX. React 19 passes a custom element's props
// as attributes (strings here), and a prop named on<event> as a listener for
// that event: onattention-change listens to 'attention-change'.
import { useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

function Demo() {
  const [logits, setLogits] = useState('0.5, -inf, 2');
  const [changes, setChanges] = useState(0);
  return (
    <div>
      <attention-softmax logits={logits} onattention-change={() => setChanges((n) => n + 1)} />
      <p>
        <button type="button" className="button button--secondary logits-button" onClick={() => setLogits('3, 1, 0')}>Logits 3, 1, 0</button>{' '}
        <span className="changes" aria-live="polite">attention-change events: {changes}</span>
      </p>
    </div>
  );
}

// BrowserOnly: the demo's state only means something in the browser.
export default function SoftmaxDemo() {
  return <BrowserOnly fallback={<p>Loading the widget…</p>}>{() => <Demo />}</BrowserOnly>;
}
