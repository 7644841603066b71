// Types for `require('attention-math')` (site/attention-math.js, the classic
// build, whose module.exports is the factory itself). The declarations live in
// attention-math.d.mts; from CommonJS, name them with
// `import type { AttentionMathModule } from 'attention-math' with { 'resolution-mode': 'import' }`.
import type { AttentionMathFactory } from './attention-math.mjs' with { 'resolution-mode': 'import' };

declare const AttentionMath: AttentionMathFactory;
export = AttentionMath;
