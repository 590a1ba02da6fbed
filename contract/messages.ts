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
  malformedJson: 'The request body is not valid JSON',
  bodyNotJson: 'Send the request body as JSON (Content-Type: application/json)',
  bodyTooLarge: 'The request body is too large',
  invalidInput: 'Some fields are not valid',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;
