/**
 * The spec's validation messages (spec 000 section 5, spec 001 section 5), written once.
 * Server validation and client forms both use these.
 */
export const messages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  deliveryPhoneInvalid: 'Please enter a valid phone number (10 digits)',
  passwordTooShort: 'Password must be at least 6 characters',
  resetPasswordTooShort: 'Minimum password length is 6',
  forgotEmailInvalid: 'Invalid Email',
  returnImageRequired: 'Please upload an image of the product issue',
  returnReasonRequired: 'Please select a reason',
  returnDescriptionRequired: 'Please describe the problem',
  quantityInvalid: 'Quantity must be a whole number from 1 to 5',
  trackingRequired: 'Tracking must not be empty',
  adminCredentialsRequired: 'Email and password are required',
  addProductRequired: 'Please fill all required fields: Title, Category, Broad Category, Price, and Article Code',
  addProductImageRequired: 'Please upload at least one product image',
  // Server-side outcomes the spec leaves to the server; worded for the shopper.
  emailTaken: 'An account with this email already exists',
  wrongCredentials: 'Incorrect email or password',
  notSignedIn: 'Please sign in to continue',
  notAdmin: 'This needs an administrator account',
  notFound: 'Not found',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  malformedJson: 'The request body is not valid JSON',
  bodyNotJson: 'Send the request body as JSON (Content-Type: application/json)',
  bodyTooLarge: 'The request body is too large',
  invalidInput: 'Some fields are not valid',
  /** A server fault (500): said plainly, the details stay in the server's log. */
  unknownError: 'Something went wrong',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signedOut: 'Signed out',
  resetRequested: 'If an account exists for this email, a reset link is on its way.',
  // What the client says when the server's answer does not help (both storefront and back office).
  invalidResponse: 'Invalid response from server',
  networkFailed: 'Network response was not ok',
  sessionExpired: 'Session expired. Please login again.',
  requestFailed: 'An error occurred',
  invoiceDownloaded: 'Invoice downloaded successfully!',
  invoiceFailed: 'Failed to download invoice',
} as const;
