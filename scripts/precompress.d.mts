/** Writes .br and .gz copies beside the text files of `dir`; resolves to how many files it looked at. */
export function precompress(dir: string): Promise<number>;
