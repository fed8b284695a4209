// The legal clocks of a tender: one pure rule shared with the publish form (src/api/tender-clocks.ts),
// used here by the seed, publishing, amending and the detail's timeline.
export * from '../../../api/tender-clocks';
