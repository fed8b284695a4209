// Server-only lint rules (the server-floor helper owns this file; eslint.config.js spreads it).
export default [];
