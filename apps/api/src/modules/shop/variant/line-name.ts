/**
 * How a variant is named on a job card, a stock order and in a refusal: "Oil filter (5W-30)", or the
 * product's name alone when its one variant carries the same name.
 */
export const variantLineName = (productName: string, variantName: string): string =>
  variantName === productName ? productName : `${productName} (${variantName})`;
