// Mall times are stored as UTC text 'YYYY-MM-DD HH:mm:ss' and leave as ISO instants.
export const stampOf = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
export const isoOf = (stamp: string): string => `${stamp.replace(' ', 'T')}Z`;
