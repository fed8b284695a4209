// Region codes (GB/T 2260, 6 digits) as list views and filters use them.

/** The province of a city or district code (its first two digits); '' when not a code. */
export const provinceOf = (code: string) => (/^\d{6}$/.test(code) ? `${code.slice(0, 2)}0000` : '');
