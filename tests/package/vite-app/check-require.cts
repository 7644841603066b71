// require('attention-math') from CommonJS TypeScript (moduleResolution node16).
import AttentionMath = require('attention-math');

export async function use(): Promise<number> {
  const am = await AttentionMath();
  // @ts-expect-error: the factory's promise, not the module
  AttentionMath().softmax({ logits: [1], cols: 1 });
  return am.softmax({ logits: [1, 2], cols: 2 }).weights[0];
}
