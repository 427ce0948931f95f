// altcha ships each language as a side-effect module without its own typings; it registers its
// strings on the global $altcha.i18n store.
declare module 'altcha/i18n/es-419';
