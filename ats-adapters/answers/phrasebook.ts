// What foreign.ts needs of a language to put its questions into English (foreign-german.ts,
// foreign-french.ts, foreign-spanish.ts).

/** A language's words (a label with none of them is not in it) and its phrases, put into English in order. */
export interface PhraseBook {
  words: RegExp;
  phrases: Array<[RegExp, string | ((...m: string[]) => string)]>;
}
