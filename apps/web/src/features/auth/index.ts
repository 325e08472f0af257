/** The auth feature's public entry: what other features may use (the login page is imported by its route). */
export { UserMenu } from './UserMenu';
export { SignInCodeField, phoneProblemText, usePhoneSignIn, type PhoneSignIn } from './InlineSignIn';
