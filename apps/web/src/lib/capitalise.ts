/** "Sentence case" for the start of a toast or a line: "tax scenario" → "Tax scenario". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
