import { answerWrittenTaps } from './written-answers';

// Written into index.html as an inline script at the end of <body> (scripts/written-answers-inline.ts):
// a written first screen answers its taps as soon as it is parsed, without a request (decision 367).
answerWrittenTaps();
