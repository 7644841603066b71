// Types for Attention Math's JavaScript API (site/attention-math.js) and its
// custom elements (site/attention-math-widgets.js). Written by hand: the
// Emscripten 3.1.6 that builds the module cannot emit declarations. Checked
// by `tsc --noEmit` against tests/types/usage.ts (ctest: types_dts).
//
// Matrices are row-major Float64Arrays; inputs may also be plain arrays.
// Every call throws an AttentionMathError "call: argument: what is wrong" on
// bad input and leaves the module as it was.

/** Why a call was refused (AttentionMathError.code). */
export type AttentionMathErrorCode =
  | 'type'            // not the kind of value the argument takes (text where a number belongs)
  | 'required'        // missing
  | 'unknown_option'  // an option the call does not have; `argument` is the unknown key
  | 'range'           // a number, or a choice, outside its allowed set
  | 'shape'           // the wrong length or shape for the sizes given
  | 'not_finite'      // NaN or ±Infinity where only finite numbers are allowed
  | 'limit'           // a size, or a product of sizes, above what the API accepts
  | 'incompatible'    // each value fine alone, not together (5 heads for dModel = 24)
  | 'overflow'        // finite inputs whose result does not fit the precision
  | 'out_of_memory'   // the request is larger than this page can hold
  | 'arity';          // the wrong number of arguments

/** The Error every call throws on bad input. */
export interface AttentionMathError extends Error {
  /** The API call: 'attention', 'walkthrough', ... */
  call: string;
  code: AttentionMathErrorCode;
  /** The option at fault as the caller spelt it ('Q', 'dK', 'keyPadding', 'state.WQ'), or '' for the call as a whole. */
  argument: string;
  /** Numbers and strings: {expected, got}, {min, max, got}, {row, column, value}, {index}, {known}... */
  params: Record<string, number | string>;
}

export type Matrix = Float64Array;
export type MatrixInput = Float64Array | ArrayLike<number>;
export type Precision = 'float64' | 'float32';

export interface WalkthroughOptions {
  /** numpy seed, 0 … 2³²−1 (default 42). */
  seed?: number;
  /** Query/key width, 1 … 64 (default 3). */
  dK?: number;
  /** Value width, 1 … 64 (default 3). */
  dV?: number;
  /** Your own sentence; give X (tokens.length × dModel, flat) with it. */
  tokens?: string[];
  X?: MatrixInput;
  dModel?: number;
}

export interface WalkthroughResult {
  seed: number;
  dK: number;
  dV: number;
  n: number;
  dModel: number;
  tokens: string[];
  X: Matrix;
  WQ: Matrix;
  WK: Matrix;
  WV: Matrix;
  Q: Matrix;
  K: Matrix;
  V: Matrix;
  /** Q·Kᵀ/√dK, before softmax (the script's `scores`). */
  scaledScores: Matrix;
  weights: Matrix;
  output: Matrix;
  /** A runnable numpy script for these inputs. */
  python: string;
  /** Exactly what that script prints. */
  transcript: string;
}

export interface MaskOptions {
  causal?: boolean;
  /** keyPadding[j] = true hides key j from every query. */
  keyPadding?: ArrayLike<boolean>;
  /**
   * The score given to masked cells (default −Infinity). A fully masked row
   * (see fullyMaskedRows) gets zero weights with −Infinity, and uniform
   * weights (1/m each) with a finite fill such as −1e9 or 0. The backward
   * pass sends no gradient through a masked cell, whatever the fill.
   */
  maskFill?: number;
}

export interface AttentionOptions extends MaskOptions {
  Q: MatrixInput;
  K: MatrixInput;
  V: MatrixInput;
  n: number;
  /** Number of keys (default n; m ≠ n is cross-attention). */
  m?: number;
  dK: number;
  /** Width of each value row (default dK). */
  dV?: number;
  precision?: Precision;
}

export interface AttentionResult {
  /** Q·Kᵀ */
  rawScores: Matrix;
  /** rawScores/√dK with masked cells set to maskFill. */
  scaledScores: Matrix;
  weights: Matrix;
  output: Matrix;
  /**
   * Queries the mask leaves without a key, read from the mask (causal,
   * keyPadding) for every maskFill. Their weights and output are all zero
   * with maskFill −Infinity; uniform weights, the mean of V, with a finite fill.
   */
  fullyMaskedRows: number[];
  rowSums: Matrix;
  columnSums: Matrix;
}

export interface HeadResult {
  rawScores: Matrix;
  scaledScores: Matrix;
  weights: Matrix;
  output: Matrix;
  fullyMaskedRows: number[];
  rowSums: Matrix;
  columnSums: Matrix;
}

export interface LayerShapeOptions {
  dModel: number;
  heads?: number;
  /** Default dModel/heads. */
  dK?: number;
  /** Default dModel/heads. */
  dV?: number;
}

export interface MultiHeadOptions extends LayerShapeOptions, MaskOptions {
  X: MatrixInput;
  n: number;
  /** dModel × (heads·dK) */
  WQ: MatrixInput;
  /** dModel × (heads·dK) */
  WK: MatrixInput;
  /** dModel × (heads·dV) */
  WV: MatrixInput;
  /** (heads·dV) × dModel */
  WO: MatrixInput;
}

export interface MultiHeadResult {
  heads: HeadResult[];
  concat: Matrix;
  output: Matrix;
  dK: number;
  dV: number;
}

export interface ParamsResult {
  WQ: number;
  WK: number;
  WV: number;
  WO: number;
  biases: number;
  total: number;
  dK: number;
  dV: number;
}

export interface FlopsOptions extends LayerShapeOptions {
  n: number;
  m?: number;
}

export interface FlopsResult {
  projections: number;
  /** Q·Kᵀ for every head. */
  rawScores: number;
  scaling: number;
  softmax: number;
  weightedSum: number;
  outputProjection: number;
  total: number;
}

export interface SoftmaxOptions {
  /** rows × cols, may hold −Infinity (masked) but not NaN or +Infinity. */
  logits: MatrixInput;
  rows?: number;
  cols: number;
  /** 'naive' is the textbook exp(z)/Σexp(z), kept to show its overflow. */
  form?: 'stable' | 'naive';
  precision?: Precision;
  /** The logits are multiplied by this first (default 1). */
  scale?: number;
}

export interface DistributionShape {
  maxWeight: number;
  entropy: number;
  jacobianNorm: number;
}

export interface SoftmaxResult {
  /** scale·logits */
  logits: Matrix;
  weights: Matrix;
  rowSums: Matrix;
  fullyMaskedRows: number[];
  rows: DistributionShape[];
}

export interface MatmulOptions {
  A: MatrixInput;
  B: MatrixInput;
  rows: number;
  inner: number;
  cols: number;
}

export interface DotTermsOptions {
  Q: MatrixInput;
  K: MatrixInput;
  n: number;
  m?: number;
  dK: number;
  i: number;
  j: number;
}

export interface PrincipalPlaneOptions {
  /** rows × cols, row-major: `rows` vectors (at least 2) of width `cols` (at least 2); rows·cols at most 4,096. */
  values: MatrixInput;
  rows: number;
  cols: number;
}

export interface PrincipalPlaneResult {
  /** 2 × cols: the two largest right singular directions of the stacked vectors, each signed so its largest-magnitude entry is positive. */
  basis: Matrix;
  /** rows × 2: each vector's position in that plane (values · basisᵀ). */
  coordinates: Matrix;
  /** All min(rows, cols) of them, largest first. */
  singularValues: Matrix;
  /** (σ₁² + σ₂²) / Σσ²: the share of the vectors' squared length the plane keeps. */
  kept: number;
}

export interface WeightedSumTermsOptions {
  weights: MatrixInput;
  V: MatrixInput;
  n: number;
  m?: number;
  dV: number;
  row: number;
}

export type Variant = 'correct' | 'scale-by-d-model' | 'softmax-over-queries' | 'scale-after-softmax' | 'mask-with-zero'
  | 'mask-after-softmax';

export interface VariantOptions {
  Q: MatrixInput;
  K: MatrixInput;
  V: MatrixInput;
  n: number;
  m?: number;
  dK: number;
  /** Default dK. */
  dV?: number;
  /** Used by 'scale-by-d-model' (default dK). */
  dModel?: number;
  variant?: Variant;
  causal?: boolean;
}

export interface DotProductsResult {
  values: Matrix;
  mean: number;
  variance: number;
}

export interface HistogramOptions {
  values: MatrixInput;
  bins: number;
  low?: number;
  high?: number;
}

export interface HistogramResult {
  counts: Matrix;
  edges: Matrix;
  /** Values outside [low, high], counted into the end bins. */
  clipped: number;
}

export interface ShapeEntry {
  name: string;
  rows: number;
  cols: number;
  /** English. */
  note: string;
  /** The note as a translation key ('shape.queries') and its params ({formula: 'X·W_Q'}). */
  noteKey: string;
  noteParams: Record<string, string>;
}

export interface Limits {
  readonly walkthrough: {
    readonly maxSeed: number;
    readonly maxTokens: number;
    readonly maxModelWidth: number;
    readonly maxHeadWidth: number;
    readonly maxTokenLength: number;
  };
  readonly attention: {
    readonly maxSequence: number;
    readonly maxWidth: number;
    readonly maxHeads: number;
    readonly maxScoreCells: number;
    readonly maxMatrixCells: number;
  };
  /** attentionParams and attentionFlops: n, m, dModel, dK, dV up to maxDimension; counts below maxExactCount (2^53). */
  readonly counts: {
    readonly maxDimension: number;
    readonly maxHeads: number;
    readonly maxExactCount: number;
  };
  /** The same object fastAttentionLimits() returns. */
  readonly fastAttention: FastAttentionLimits;
  /** randn and rand. */
  readonly random: {
    readonly maxSeed: number;
    readonly maxCells: number;
  };
  readonly parseMatrix: {
    readonly maxBytes: number;
    readonly maxNumbers: number;
  };
  /** dotProducts' count, saturation's queries, histogram's bins. */
  readonly samples: {
    readonly maxDotProducts: number;
    readonly maxSaturationQueries: number;
    readonly maxHistogramBins: number;
  };
  /** principalPlane's vectors: rows·cols at most (an SVD is cubic). */
  readonly principalPlane: {
    readonly maxCells: number;
  };
  /** gradientCheck's entries, trainerSteps' steps. */
  readonly learning: {
    readonly maxGradientCheckEntries: number;
    readonly maxTrainerSteps: number;
  };
  /** transformerInit's config (context even, minContext … maxContext), transformerTrain, headScores. */
  readonly transformer: {
    readonly maxLayers: number;
    readonly maxHeads: number;
    readonly maxModelWidth: number;
    readonly maxVocab: number;
    readonly minContext: number;
    readonly maxContext: number;
    readonly maxSteps: number;
    readonly maxBatch: number;
    readonly maxSequences: number;
  };
}

export interface OnlineSoftmaxOptions {
  Q: MatrixInput;
  K: MatrixInput;
  V: MatrixInput;
  n: number;
  m?: number;
  dK: number;
  /** Default dK. */
  dV?: number;
  /** Keys read per step. */
  chunk: number;
}

export interface OnlineSoftmaxStep {
  keyBegin: number;
  keyEnd: number;
  /** Per query row: the running maximum m of the scaled scores, as the course writes it (the argument m is the number of keys). */
  runningMax: Float64Array;
  /** Per query row: Σ e^(z − m) over the keys read so far. */
  runningSum: Float64Array;
  /** e^(m − m′), m′ the new running maximum, 0 on the first chunk. */
  rescale: Float64Array;
  /** o/ℓ: attention over the keys read so far, n × dV. */
  output: Matrix;
}

export interface OnlineSoftmaxResult {
  steps: OnlineSoftmaxStep[];
  reference: Matrix;
  finalDifference: number;
  /** The bug of forgetting the rescale: the output (n × dV) when ℓ and o are not multiplied by e^(m − m′) as the maximum rises. */
  withoutRescale: Matrix;
  /** ℓ per row at the end of that buggy run. */
  withoutRescaleSum: Float64Array;
}

// ---- the fast path (not bit-exact with numpy; see tests/bench/README.md, "The fast kernel") ----

export interface FastAttentionOptions extends MaskOptions {
  /** (heads·n) × dK: head after head, row-major. Error positions count rows that way. */
  Q: ArrayLike<number>;
  /** heads × m × dK. */
  K: ArrayLike<number>;
  /** heads × m × dV. */
  V: ArrayLike<number>;
  n: number;
  m?: number;
  dK: number;
  dV?: number;
  heads?: number;
  precision?: 'float32' | 'float64';
  /** 'auto' goes tiled once one head's scores would pass the memory budget. */
  path?: 'auto' | 'materialised' | 'tiled';
  /** Return the heads × n × m weights (materialised path only). */
  weights?: boolean;
}

export interface FastAttentionResult {
  output: Float32Array | Float64Array;
  path: 'materialised' | 'tiled';
  weights?: Float32Array | Float64Array;
}

export interface FastAttentionLimits {
  scoreBudgetBytes: number;
  maxTiledSequence: number;
  maxTiledWidth: number;
  /** Values in each of Q, K, V and the output, over all heads (the same as `limits.attention.maxMatrixCells`). */
  maxTiledCells: number;
  maxHeads: number;
  queryBlock: number;
  keyBlock: number;
}

// ---- learning: the backward pass and the toy trainer ----

export interface AttentionBackwardOptions extends MaskOptions {
  Q: MatrixInput;
  K: MatrixInput;
  V: MatrixInput;
  /** ∂L/∂output, n × dV. */
  dOutput: MatrixInput;
  n: number;
  m?: number;
  dK: number;
  dV?: number;
  /** 'correct' (default), or 'mask-after-softmax': the backward pass of the hidden weights zeroed after the softmax. */
  variant?: 'correct' | 'mask-after-softmax';
}

export interface AttentionBackwardResult {
  rawScores: Matrix;
  scaledScores: Matrix;
  weights: Matrix;
  output: Matrix;
  dV: Matrix;
  dWeights: Matrix;
  /** ∂L/∂scaledScores (through the softmax Jacobian). */
  dScaledScores: Matrix;
  /** ∂L/∂rawScores = ∂L/∂(Q·Kᵀ) = dScaledScores/√dK. */
  dRawScores: Matrix;
  dQ: Matrix;
  dK: Matrix;
}

export interface MultiHeadBackwardOptions extends MaskOptions {
  X: MatrixInput;
  n: number;
  dModel: number;
  heads?: number;
  dK?: number;
  dV?: number;
  WQ: MatrixInput;
  WK: MatrixInput;
  WV: MatrixInput;
  WO: MatrixInput;
  /** ∂L/∂output, n × dModel. */
  dOutput: MatrixInput;
}

export interface HeadGradients {
  weights: Matrix;
  dWeights: Matrix;
  dScaledScores: Matrix;
  dRawScores: Matrix;
  dQ: Matrix;
  dK: Matrix;
  dV: Matrix;
}

export interface MultiHeadBackwardResult {
  output: Matrix;
  concat: Matrix;
  dConcat: Matrix;
  dX: Matrix;
  dWQ: Matrix;
  dWK: Matrix;
  dWV: Matrix;
  dWO: Matrix;
  heads: HeadGradients[];
}

export interface GradientCheckEntry {
  name: string;
  rows: number;
  cols: number;
  analytic: Matrix;
  numeric: Matrix;
  maxAbsError: number;
  relativeError: number;
}

export interface GradientCheckResult {
  checks: GradientCheckEntry[];
  maxRelativeError: number;
}

export type TrainerTask = 'previous' | 'same';

export interface TrainerState {
  WQ: Matrix;
  WK: Matrix;
  mQ: Matrix;
  vQ: Matrix;
  mK: Matrix;
  vK: Matrix;
  step: number;
}

export interface TrainerEvaluation {
  loss: number;
  /** The first training sequence's attention pattern. */
  weights: Matrix;
  correctRows: number;
  totalRows: number;
}

export interface TrainerStartResult {
  length: number;
  vocab: number;
  dModel: number;
  dK: number;
  sequences: number;
  X: Matrix;
  identities: ArrayLike<number>;
  targets: ArrayLike<number>;
  targetWeights: Matrix;
  learningRate: number;
  state: TrainerState;
  evaluation: TrainerEvaluation;
}

// ---- trained heads: a small attention-only transformer (issue 15) ----

/** The model's shape. Training sequences are `context` tokens; the probes headScores uses, two thirds of it. */
export interface TransformerConfig {
  /** 1 or 2. */
  layers: number;
  /** Heads per layer, 1 … 8; divides dModel. */
  heads: number;
  /** The residual stream's width, 1 … 128. */
  dModel: number;
  /** Tokens 0 … vocab − 1; at least context / 2 (a repeated segment has up to that many distinct tokens), at most 256. */
  vocab: number;
  /** Positions, even, 6 … 64. */
  context: number;
}

/** One layer's projections, each dModel × dModel row-major; head h owns columns (rows of WO) h·dModel/heads … */
export interface TransformerLayer {
  WQ: Matrix;
  WK: Matrix;
  WV: Matrix;
  WO: Matrix;
}

/**
 * A model as plain data (post it to a Worker, keep it, pass it back): the
 * weights and Adam's state, so training resumes where the last call stopped.
 */
export interface TransformerModel {
  config: TransformerConfig;
  /** vocab × dModel: row t is token t's vector. */
  embedding: Matrix;
  /** context × dModel: row i is added at position i. */
  positional: Matrix;
  /** One per layer, in order. */
  layers: TransformerLayer[];
  /** dModel × vocab. */
  unembedding: Matrix;
  /** Adam steps taken so far; it also picks each step's training batch. */
  step: number;
  /** Adam's moments of every parameter, flat: embedding, positional, each layer's WQ, WK, WV, WO, unembedding. */
  adamM: Matrix;
  adamV: Matrix;
}

/** The same model given back, its arrays as typed arrays or plain Arrays of numbers. */
export type TransformerModelInput = {
  config: TransformerConfig;
  embedding: MatrixInput;
  positional: MatrixInput;
  layers: { WQ: MatrixInput; WK: MatrixInput; WV: MatrixInput; WO: MatrixInput }[];
  unembedding: MatrixInput;
  step: number;
  adamM: MatrixInput;
  adamV: MatrixInput;
};

export interface TransformerTrainResult {
  model: TransformerModel;
  /** One per step: the mean next-token loss of that step's batch, before its update. */
  losses: Matrix;
  /** One per step: the loss on the first occurrence of each batch's repeated segment. */
  firstHalfLoss: Matrix;
  /** One per step: the loss on its repeat (the tokens an induction head can copy). */
  secondHalfLoss: Matrix;
}

export interface TransformerForwardResult {
  /** Tokens given. */
  n: number;
  vocab: number;
  /** n × vocab: row i scores the token after position i. */
  logits: Matrix;
  /** attention[layer][head]: n × n weights (causal: zero above the diagonal); both indices from 0. */
  attention: Matrix[][];
  /** n − 1 next-token losses, −log softmax(logits_i)[tokens[i + 1]]. */
  losses: Matrix;
}

/** What a head does on held-out probes (context / 3 distinct tokens, then the same again): the mean attention where each rule points. */
export interface HeadScore {
  /** From 1. */
  layer: number;
  /** From 1. */
  head: number;
  /** To position i − 1. */
  previousToken: number;
  /** In the repeated half, to the earlier occurrence of the same token. */
  duplicateToken: number;
  /** In the repeated half, to the token right after that earlier occurrence. */
  induction: number;
}

/** A row-major matrix, as parseMatrix gives one. */
export interface CircuitMatrix {
  rows: number;
  cols: number;
  values: Matrix;
}

/**
 * A sentence of the toy language of the learned heads (issue 23,
 * cpp/sentences/language.hpp) as the grammar reads it. Positions from 0, or
 * −1; animals 0 cat, 1 dog, 2 bird, or −1. `pattern` 1 … 6, or 0 when the
 * grammar does not have the words (then only `verb`, the first verb, is set).
 */
export interface SentenceText {
  tokens: string[];
  pattern: number;
  heldOut: boolean;
  verb: number;
  subject: number;
  object: number;
  distractor: number;
  subjectAnimal: number;
  objectAnimal: number;
}

/** Four words through one head of the seed's shape (n = 4, d_model = 6, d_k = d_v = 3): every intermediate, row-major. */
export interface SubjectPassResult {
  /** SentenceText's fields: */
  tokens: string[];
  pattern: number;
  heldOut: boolean;
  verb: number;
  subject: number;
  object: number;
  distractor: number;
  subjectAnimal: number;
  objectAnimal: number;
  words: string[];
  kinds: string[];
  X: Matrix;
  WQ: Matrix;
  WK: Matrix;
  WV: Matrix;
  Q: Matrix;
  K: Matrix;
  V: Matrix;
  rawScores: Matrix;
  scaledScores: Matrix;
  weights: Matrix;
  output: Matrix;
  /** argmax of the verb's row of weights, or −1 without a verb. */
  attended: number;
  /** argmax of output[verb]: the animal the head answers (0 cat, 1 dog, 2 bird), or −1. */
  predicted: number;
}

/** How a head does on the training or the held-out sentences of patterns 1 to 5. */
export interface SubjectAccuracy {
  sentences: number;
  attentionRight: number;
  answerRight: number;
  attention: number;
  answer: number;
  subjectWeight: number;
  loss: number;
}

export interface SubjectHeadWeights {
  WQ: Matrix;
  WK: Matrix;
  WV: Matrix;
}

/** One sentence of patterns 1 to 5: the verb's row of weights under each head, and each head's answer. */
export interface SubjectRow {
  tokens: string[];
  pattern: number;
  heldOut: boolean;
  verb: number;
  subject: number;
  object: number;
  distractor: number;
  subjectAnimal: number;
  objectAnimal: number;
  learned: { weights: Matrix; predicted: number };
  random: { weights: Matrix; predicted: number };
}

/** Chapter 1's learned head, its recipe, its random start (seed 42), and how both do. */
export interface SentenceModelResult {
  n: number;
  dModel: number;
  dK: number;
  dV: number;
  features: string[];
  answers: string[];
  vocabulary: { word: string; kind: string; vector: Matrix }[];
  recipe: { initSeed: number; initScale: number; learningRate: number; steps: number; offsetSeed: number;
            offsetScale: number; splitSeed: number; heldOutFraction: number };
  learned: SubjectHeadWeights;
  random: SubjectHeadWeights;
  example: SubjectPassResult;
  randomExample: SubjectPassResult;
  accuracy: { learned: { training: SubjectAccuracy; heldOut: SubjectAccuracy };
              random: { training: SubjectAccuracy; heldOut: SubjectAccuracy } };
  sentences: SubjectRow[];
}

/** Chapter 3's experiment (one head against two, cpp/sentences/lookups.hpp): plain data; see cpp/bindings/sentences_api.cpp. */
export type HeadsExperimentResult = Record<string, unknown>;

/**
 * The induction circuit read from the weights (Elhage et al. 2021), for head
 * `head1` of layer 1 and `head2` of layer 2; e(t) is token t's embedding, p_i
 * position i's, W_U the unembedding, d_k = dModel / heads.
 */
export interface TransformerCircuits {
  /** context × context: p_i W_Q1 (p_j W_K1)ᵀ / √d_k, query position i (row) against key position j; −Infinity for j > i (masked). */
  previousToken: CircuitMatrix;
  /** vocab × vocab: e(a) W_Q2 (u(b) W_K2)ᵀ / √d_k with u(b) = e(b) W_V1 W_O1, what layer 1 writes after attending to a b. */
  kComposition: CircuitMatrix;
  /** vocab × vocab: e(a) W_V2 W_O2 W_U[:, b], the logit layer 2 adds for next token b when it attends to an a. */
  copying: CircuitMatrix;
  /** vocab × vocab: e(a) W_Q2 (e(b) W_K2)ᵀ / √d_k, layer 2's query letter against the key's own letter: the only QK term a one-layer head has. */
  direct: CircuitMatrix;
}

export interface TrainerStepsResult {
  /** losses[t]: the loss before step t + 1. */
  losses: Float64Array;
  state: TrainerState;
  evaluation: TrainerEvaluation;
}

/** The module instance that AttentionMath() resolves to. */
export interface AttentionMathModule {
  /** np.random.seed(seed); np.random.randn(rows, cols), bit for bit. */
  randn(seed: number, rows: number, cols: number): Matrix;
  /** np.random.seed(seed); np.random.rand(rows, cols), bit for bit. */
  rand(seed: number, rows: number, cols: number): Matrix;
  walkthrough(options: WalkthroughOptions): WalkthroughResult;
  attention(options: AttentionOptions): AttentionResult;
  multiHeadAttention(options: MultiHeadOptions): MultiHeadResult;
  attentionParams(options: LayerShapeOptions & { bias?: boolean }): ParamsResult;
  attentionFlops(options: FlopsOptions): FlopsResult;
  softmax(options: SoftmaxOptions): SoftmaxResult;
  /** What print(np.array(values)) shows. */
  numpyStr(values: MatrixInput): string;
  /** A·B, summed in reference BLAS's order. */
  matmul(options: MatmulOptions): Matrix;
  dotTerms(options: DotTermsOptions): { terms: Matrix; sum: number };
  weightedSumTerms(options: WeightedSumTermsOptions): { contributions: Matrix; output: Matrix };
  /** The plane through the origin that keeps the most of a few vectors, for drawing them in 2-D. */
  principalPlane(options: PrincipalPlaneOptions): PrincipalPlaneResult;
  attentionVariant(options: VariantOptions): AttentionResult;
  dotProducts(options: { seed?: number; dK: number; count?: number }): DotProductsResult;
  saturation(options: { seed?: number; dK: number; keys?: number; queries?: number }):
    { unscaled: DistributionShape; scaled: DistributionShape };
  histogram(options: HistogramOptions): HistogramResult;
  shapes(options: { n: number; m?: number; dModel: number; dK: number; dV: number }): ShapeEntry[];
  /** Numbers or a matrix from text: rows by newline or ';', cells by comma or space. */
  parseMatrix(text: string): { rows: number; cols: number; values: Matrix };
  /** The tiled kernel's recurrence over chunks of `chunk` keys, with the full reference. */
  onlineSoftmax(options: OnlineSoftmaxOptions): OnlineSoftmaxResult;
  /** softmax(Q·Kᵀ/√dK)·V on the fast path, materialised or tiled, under one mask for every head. */
  fastAttention(options: FastAttentionOptions): FastAttentionResult;
  fastAttentionLimits(): FastAttentionLimits;
  /** Every gradient of L given dOutput = ∂L/∂output; masked cells get 0. */
  attentionBackward(options: AttentionBackwardOptions): AttentionBackwardResult;
  /** The same through the projections and W_O, in multiHeadAttention's layout. */
  multiHeadBackward(options: MultiHeadBackwardOptions): MultiHeadBackwardResult;
  /** Analytic gradients against central differences (at most 4,096 entries). */
  gradientCheck(options: (AttentionBackwardOptions | MultiHeadBackwardOptions) & { step?: number }): GradientCheckResult;
  trainerStart(options: { task?: TrainerTask; seed?: number }): TrainerStartResult;
  /** `steps` Adam steps from `state` (copied in, a new copy returned). Deterministic. */
  trainerSteps(options: { task: TrainerTask; seed: number; state: TrainerState; learningRate?: number; steps?: number }):
    TrainerStepsResult;
  /** A model with random weights (numpy's generator, `seed`) and fresh Adam state. */
  transformerInit(options: { layers?: number; heads?: number; dModel?: number; vocab?: number; context?: number; seed?: number }):
    TransformerModel;
  /** `steps` Adam steps (1 … 10,000), one fresh batch each; deterministic, and resumable in chunks. */
  transformerTrain(options: { model: TransformerModelInput; steps?: number; learningRate?: number; batch?: number; seed?: number }):
    TransformerTrainResult;
  /** Logits and every head's attention for 1 … context tokens. */
  transformerForward(options: { model: TransformerModelInput; tokens: ArrayLike<number> }): TransformerForwardResult;
  /** The shipped checkpoint: 2 layers (context 24) trained by the build; fresh Adam state. */
  transformerPretrained(): TransformerModel;
  /** The shipped one-layer control: the checkpoint's recipe with one layer, trained as long. */
  transformerControl(): TransformerModel;
  /** Each head's scores on `sequences` (1 … 1,024) held-out sequences from `seed`. */
  headScores(options: { model: TransformerModelInput; seed?: number; sequences?: number }): HeadScore[];
  /** The three moves of the induction circuit as matrices of the weights; heads from 1 (default 1); needs 2 layers. */
  transformerCircuits(options: { model: TransformerModelInput; head1?: number; head2?: number }): TransformerCircuits;
  /** Chapter 1's learned head (issue 23), computed once: trained by the build, compiled into the module. */
  sentenceModel(): SentenceModelResult;
  /** Four words of the toy language (any case) through the learned head or the random one it started from. */
  sentenceAttention(options: { tokens: ArrayLike<string>; weights?: 'learned' | 'random' }): SubjectPassResult;
  /** Chapter 3's shipped one-head and two-head models, their runs and the seed study. */
  headsExperiment(): HeadsExperimentResult;
  /** Five words through the shipped one-head (heads 1) or two-head (heads 2, the default) model. */
  headsAttention(options: { tokens: ArrayLike<string>; heads?: 1 | 2 }): HeadsExperimentResult;
  /** Chapter 3's recipe trained now: heads 1, 2, 3 or 6; steps 1 … 10,000 (600 by default). */
  headsExperimentTrain(options: { heads?: number; seed?: number; steps?: number }): HeadsExperimentResult;
  readonly limits: Limits;
  readonly version: string;
}

/** The factory: a global in browsers, module.exports in Node. */
export type AttentionMathFactory = (overrides?: object) => Promise<AttentionMathModule>;

// ---- the custom elements (site/attention-math-widgets.js) ----
//
// Every input is an attribute (strings, as in HTML); changing one redraws
// the widget. Bad values get a message beside their field and the last good
// numbers stay. Each element fires `attention-change` after a redraw.

/** Attributes every embedded widget understands. */
export interface AttentionWidgetAttributes {
  /** 'auto' (default) follows the host page: MkDocs Material, data-theme, then the system. */
  theme?: 'auto' | 'light' | 'dark';
  /** Opt-in: keep the inputs in the page's address as key.param=value. */
  'url-key'?: string;
}

export type Switch = '' | '0' | '1' | 'true' | 'false' | 'on' | 'off' | 'yes' | 'no';

export interface WidgetAttributeMap {
  'attention-why': { query?: string };
  /** Chapter 1's learned head beside the random one; sentence: one of the held-out sentences it offers. */
  'attention-subject-head': { sentence?: string };
  'attention-qkv': { n?: string; 'd-model'?: string; 'd-k'?: string; 'd-v'?: string; direct?: Switch };
  'attention-scores': { seed?: string; 'd-k'?: string };
  /** A query and three keys as 2-D arrows (view 'drag', coordinates −3 … 3), or chapter 1's learned head projected to a plane (view 'learned'). */
  'attention-geometry': { view?: 'drag' | 'learned'; 'q-x'?: string; 'q-y'?: string; 'k1-x'?: string; 'k1-y'?: string; 'k2-x'?: string; 'k2-y'?: string; 'k3-x'?: string; 'k3-y'?: string };
  'attention-scaling': { 'd-k'?: string; seed?: string };
  'attention-masking': { causal?: Switch; pad?: Switch };
  /** logits: comma-separated numbers, -inf allowed. */
  'attention-softmax': { logits?: string; scale?: string; precision?: Precision };
  'attention-weighted-sum': { query?: string };
  'attention-formula': { n?: string; 'd-model'?: string; 'd-k'?: string; 'd-v'?: string };
  /** tokens: words separated by spaces; x: rows separated by ';', numbers by ','. */
  'attention-walkthrough': { seed?: string; 'd-k'?: string; 'd-v'?: string; tokens?: string; x?: string };
  'attention-multi-head': { heads?: string; seed?: string };
  'attention-params': { 'd-model'?: string; heads?: string; n?: string; bias?: Switch };
  /** Chapter 3's experiment, one wide head against two narrow ones; sentence: a held-out sentence it offers. */
  'attention-heads-experiment': { sentence?: string };
  /** Chapter 3's split of Q into heads: layout 'transpose' (reshape then transpose) or 'reshape-only' (the bug); heads 2 or 3. */
  'attention-reshape': { layout?: 'transpose' | 'reshape-only'; heads?: string };
  'attention-misconception-projection': { token?: string; seed?: string };
  'attention-misconception-similarity': { seed?: string };
  'attention-misconception-temperature': { logits?: string; temperature?: string };
  'attention-misconception-bugs': { bug?: Variant; seed?: string; 'd-k'?: string };
  /** Predict, then reveal: guards its children (or the element `for` names) until the reader answers. */
  'attention-predict': { name?: string; for?: string; revealed?: Switch };
  /** One checked exercise, by name ("<section>/<name>"). */
  'attention-exercise': { name?: string; 'independent-of'?: string };
  /** A checkpoint done step by step; walkthrough/by-hand also takes the example and the row. */
  'attention-by-hand': { name?: string; seed?: string; 'd-k'?: string; 'd-v'?: string; query?: string };
  /** The blank-slate derivation checkpoint, by name (formula/derive): the formula put together, its shapes, each part's reason. */
  'attention-derive': { name?: string };
  'attention-online-softmax': { chunk?: string; seed?: string };
  'attention-learning-check': { seed?: string; heads?: string; causal?: Switch; step?: string };
  'attention-learning': { task?: TrainerTask; rate?: string; seed?: string; speed?: string; steps?: string };
  /** sequence: letters A … L (the shipped model's 12 tokens), up to 24; spaces and commas ignored.
   *  layer1-off: the ablation, layer 1's attention output replaced by zero. */
  'attention-trained-heads': { sequence?: string; 'layer1-off'?: Switch };
  /** Trains in the compute worker; layers '1' is the control. */
  'attention-induction-training': { layers?: '1' | '2'; seed?: string };
  /** The shipped checkpoint's circuit as four maps of its weights; all-positions: map 1 shows all 24 positions, not the first 12. */
  'attention-circuit': { 'all-positions'?: Switch };
}

export type AttentionTagName = keyof WidgetAttributeMap;

/** An embedded widget element. */
export interface AttentionWidgetElement<Tag extends AttentionTagName = AttentionTagName> extends HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
  getAttribute(name: keyof (WidgetAttributeMap[Tag] & AttentionWidgetAttributes) & string): string | null;
  setAttribute(name: keyof (WidgetAttributeMap[Tag] & AttentionWidgetAttributes) & string, value: string): void;
  /** 'loading' until the core is up, then 'ready' (or 'error'). */
  readonly dataset: DOMStringMap & { state?: 'loading' | 'ready' | 'error'; attnTheme?: 'light' | 'dark' };
}

/** Options of the figure exports. */
export interface FigureExportOptions {
  /** The theme to draw in; by default the one the widget is drawn in on the page. */
  theme?: 'light' | 'dark';
}
export interface FigurePngOptions extends FigureExportOptions {
  /** Pixels per SVG unit, in (0, 8]; 2 by default. Anything else rejects with a RangeError. */
  scale?: number;
}

/** The tags of the widgets that draw figures (every step widget; not the course elements). */
export type AttentionFigureTagName = Exclude<AttentionTagName, 'attention-predict' | 'attention-exercise' | 'attention-by-hand' | 'attention-derive'>;

/**
 * A widget that draws figures, and gives them away. Each export renders the
 * widget's figure model (the numbers it last drew), not its DOM, so it works
 * before the widget has been drawn: it is then built, and its first drawing
 * (core included) awaited. Hence every export is a Promise. It rejects when
 * the widget cannot draw (the core failed to load).
 */
export interface AttentionFigureElement<Tag extends AttentionFigureTagName = AttentionFigureTagName> extends AttentionWidgetElement<Tag> {
  /** Every figure of the widget as one standalone SVG document (resolved colours, no external references, a title and a caption with the values). */
  toSVG(options?: FigureExportOptions): Promise<string>;
  /** That SVG rasterised (an <img> from a Blob URL onto a canvas; no network): an image/png Blob. */
  toPNG(options?: FigurePngOptions): Promise<Blob>;
  /** The numbers behind the figures as CSV (RFC 4180, CRLF): one block per figure, numbers in full precision. */
  toCSV(): Promise<string>;
}

export interface AttentionChangeEvent extends CustomEvent<Record<string, unknown>> {
  readonly type: 'attention-change';
}

/** From the course elements (bubbling and composed); `name` is the element's progress id. */
export interface AttentionRevealEvent extends CustomEvent<{ name: string; answer: string | null; skipped: boolean }> {
  readonly type: 'attention-reveal';
}
export interface AttentionExerciseCheckEvent extends CustomEvent<{ name: string; answer: string; right: boolean }> {
  readonly type: 'attention-exercise-check';
}
export interface AttentionCheckpointEvent extends CustomEvent<{ name: string; step?: number; right?: boolean }> {
  readonly type: 'attention-checkpoint' | 'attention-checkpoint-step';
}

declare global {
  /** Defined by site/attention-math.js (and attention-math-widgets.js) in a browser. */
  var AttentionMath: AttentionMathFactory;

  interface HTMLElementTagNameMap {
    'attention-why': AttentionFigureElement<'attention-why'>;
    'attention-qkv': AttentionFigureElement<'attention-qkv'>;
    'attention-scores': AttentionFigureElement<'attention-scores'>;
    'attention-geometry': AttentionFigureElement<'attention-geometry'>;
    'attention-scaling': AttentionFigureElement<'attention-scaling'>;
    'attention-masking': AttentionFigureElement<'attention-masking'>;
    'attention-softmax': AttentionFigureElement<'attention-softmax'>;
    'attention-weighted-sum': AttentionFigureElement<'attention-weighted-sum'>;
    'attention-formula': AttentionFigureElement<'attention-formula'>;
    'attention-walkthrough': AttentionFigureElement<'attention-walkthrough'>;
    'attention-multi-head': AttentionFigureElement<'attention-multi-head'>;
    'attention-params': AttentionFigureElement<'attention-params'>;
    'attention-reshape': AttentionFigureElement<'attention-reshape'>;
    'attention-misconception-projection': AttentionFigureElement<'attention-misconception-projection'>;
    'attention-misconception-similarity': AttentionFigureElement<'attention-misconception-similarity'>;
    'attention-misconception-temperature': AttentionFigureElement<'attention-misconception-temperature'>;
    'attention-misconception-bugs': AttentionFigureElement<'attention-misconception-bugs'>;
    'attention-predict': AttentionWidgetElement<'attention-predict'>;
    'attention-exercise': AttentionWidgetElement<'attention-exercise'>;
    'attention-by-hand': AttentionWidgetElement<'attention-by-hand'>;
    'attention-derive': AttentionWidgetElement<'attention-derive'>;
    'attention-online-softmax': AttentionFigureElement<'attention-online-softmax'>;
    'attention-learning-check': AttentionFigureElement<'attention-learning-check'>;
    'attention-learning': AttentionFigureElement<'attention-learning'>;
    'attention-trained-heads': AttentionFigureElement<'attention-trained-heads'>;
    'attention-induction-training': AttentionFigureElement<'attention-induction-training'>;
    'attention-circuit': AttentionFigureElement<'attention-circuit'>;
  }

  interface HTMLElementEventMap {
    'attention-change': AttentionChangeEvent;
    'attention-reveal': AttentionRevealEvent;
    'attention-exercise-check': AttentionExerciseCheckEvent;
    'attention-checkpoint': AttentionCheckpointEvent;
    'attention-checkpoint-step': AttentionCheckpointEvent;
  }
}

declare const AttentionMathExport: AttentionMathFactory;
export default AttentionMathExport;
