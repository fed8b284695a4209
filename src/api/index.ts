// The whole catalogue, grouped by service prefix. Server modules and the client import from here.
export * from './define';
export { cms } from './cms';
export { system } from './system';
export { product } from './product';
export { share } from './share';
export { auth } from './auth';
export { member } from './member';
export { search } from './search';
export { shoppingCart } from './cart';
export { addressBook } from './address';
export { inquiry } from './inquiry';
export { deals } from './inquiry-deals';
export { tender } from './tender';
export { savedSearch } from './saved-search';
export { resource } from './resource';
export * from './validation';
