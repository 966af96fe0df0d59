// The site's forms (issue 9 "Pages": newsletter, contact; issue 10 reuses this for the members'
// forms): one zod schema per form, shared by the bff (bad input never reaches the platform) and the
// browser (checked before sending), and the field error codes with their messages in the four
// languages, so both sides say the same thing in the page's language. zod/mini, by its own subpath
// (`@mall/site/forms`, this file): only the views of forms load it, never the app's first load.
//
// One file per concern: the error codes and their texts, the rules fields share, each area's forms,
// and the check by name. This file is the subpath's one entry, so its importers name no file.

export { fieldErrorCodes, type FieldError, type FieldErrorCode } from './field-errors';
export { fieldErrorMessage, fieldErrorMessages } from './field-error-texts';
export { formLimits, isCalendarDay, newPassword, phonePattern } from './field-rules';
export {
  contactMessageSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  type ContactMessageInput,
  type NewsletterSubscribeInput,
  type NewsletterUnsubscribeInput,
} from './visitor-forms';
export {
  isNewsletterOutcome,
  newsletterLinkFrom,
  newsletterLinkKind,
  newsletterLinkKinds,
  newsletterLinkSchema,
  newsletterOutcomes,
  newsletterParams,
  type NewsletterLinkKind,
  type NewsletterOutcome,
} from './newsletter-links';
export {
  emailOnlySchema,
  loginSchema,
  registerFields,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  type EmailOnlyInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from './account-forms';
export { parseAmount, receiptLimits, receiptSchema, type ReceiptInput } from './receipt-form';
export {
  addPasswordSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profilePictureSchema,
  profileSchema,
  type AddPasswordInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type ProfileInput,
} from './profile-forms';
export { supportCategories, supportRequestSchema, type SupportCategory, type SupportRequestInput } from './support-form';
export { messageLimits, sendMessageSchema, type SendMessageInput } from './message-form';
export { bookingLimits, bookServiceSchema, type BookServiceInput } from './booking-form';
export { checkForm, formErrors, formSchemas, type FormCheck, type FormName } from './check-form';
