// The JS API's spelling of every argument, written once. The bindings' option
// tables read each option under its name here (cpp/bindings/), the API's
// readers name it in their errors with it (cpp/api/), and the core's own
// checks name the argument they refuse with it: an error's `argument` is
// always the key the caller wrote, and cannot drift from it.
#pragma once

namespace attention::arg {

// Q, K and V, their sizes, and the mask (attention, attentionVariant,
// onlineSoftmax, fastAttention, the backward pass, dotTerms).
inline constexpr char Q[] = "Q";
inline constexpr char K[] = "K";
inline constexpr char V[] = "V";
inline constexpr char n[] = "n";
inline constexpr char m[] = "m";
inline constexpr char dK[] = "dK";
inline constexpr char dV[] = "dV";
inline constexpr char causal[] = "causal";
inline constexpr char keyPadding[] = "keyPadding";
inline constexpr char maskFill[] = "maskFill";
inline constexpr char precision[] = "precision";
inline constexpr char heads[] = "heads";
inline constexpr char path[] = "path";
inline constexpr char weights[] = "weights";
inline constexpr char chunk[] = "chunk";
inline constexpr char variant[] = "variant";
inline constexpr char i[] = "i";
inline constexpr char j[] = "j";
inline constexpr char row[] = "row";

// A multi-head layer (multiHeadAttention, attentionParams, attentionFlops,
// multiHeadBackward, gradientCheck) and the walkthrough.
inline constexpr char X[] = "X";
inline constexpr char dModel[] = "dModel";
inline constexpr char WQ[] = "WQ";
inline constexpr char WK[] = "WK";
inline constexpr char WV[] = "WV";
inline constexpr char WO[] = "WO";
inline constexpr char bias[] = "bias";
inline constexpr char dOutput[] = "dOutput";
inline constexpr char step[] = "step";
inline constexpr char seed[] = "seed";
inline constexpr char tokens[] = "tokens";

// softmax, matmul, histogram, the samples.
inline constexpr char logits[] = "logits";
inline constexpr char rows[] = "rows";
inline constexpr char cols[] = "cols";
inline constexpr char inner[] = "inner";
inline constexpr char A[] = "A";
inline constexpr char B[] = "B";
inline constexpr char form[] = "form";
inline constexpr char scale[] = "scale";
inline constexpr char values[] = "values";
inline constexpr char bins[] = "bins";
inline constexpr char low[] = "low";
inline constexpr char high[] = "high";
inline constexpr char count[] = "count";
inline constexpr char keys[] = "keys";
inline constexpr char queries[] = "queries";
inline constexpr char text[] = "text";

// The trainer (trainerStart, trainerSteps) and its state.
inline constexpr char task[] = "task";
inline constexpr char state[] = "state";
inline constexpr char learningRate[] = "learningRate";
inline constexpr char steps[] = "steps";
inline constexpr char mQ[] = "mQ";
inline constexpr char vQ[] = "vQ";
inline constexpr char mK[] = "mK";
inline constexpr char vK[] = "vK";

// The transformer (transformerInit, …Train, …Forward, headScores,
// transformerCircuits) and its model.
inline constexpr char model[] = "model";
inline constexpr char config[] = "config";
inline constexpr char layers[] = "layers";
inline constexpr char vocab[] = "vocab";
inline constexpr char context[] = "context";
inline constexpr char embedding[] = "embedding";
inline constexpr char positional[] = "positional";
inline constexpr char unembedding[] = "unembedding";
inline constexpr char adamM[] = "adamM";
inline constexpr char adamV[] = "adamV";
inline constexpr char batch[] = "batch";
inline constexpr char sequences[] = "sequences";
inline constexpr char head1[] = "head1";
inline constexpr char head2[] = "head2";

}  // namespace attention::arg
