// The card's picture rules moved to contract/ so the server and the service worker draw the same
// first screen (docs/decisions/200); kept here for the search suggestions until they import it there.
export { cardImages, type ImagePair, tileImages } from '../../contract/product-images';
