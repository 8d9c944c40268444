/** "I've played it" without a round (docs/product-rules.md#played-without-a-round): the control and label. */
export { PlayedItControl, PlayedWithoutRoundLabel } from './components/played-it-control';
export { usePlayedMarks, refreshPlayedData } from './api/played-marks';
export { usePlayedIt, type PlayedState } from './use-played-it';
