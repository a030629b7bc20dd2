// linebreak (Unicode's line breaking algorithm, UAX #14) ships no types: the part the PDF text layout uses.
declare module "linebreak" {
  interface Break {
    /** Where a line may end: a UTF-16 index into the text. */
    position: number;
    /** A line must end here (after a newline). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
