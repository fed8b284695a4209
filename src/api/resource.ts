// The upload call of blade-resource (issue 21 part 2): being built.
export const resource = {};
