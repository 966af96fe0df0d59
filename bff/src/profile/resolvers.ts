import type { FormResult, Resolvers } from '../graphql/generated';
import { refused } from '../graphql/form-outcome';
import { memberGet, memberSend } from '../session/member-call';
import { unwrap } from '../graphql/upstream-data';
import { sendMemberForm } from '../graphql/member-form';
import { endSession } from '../session/session';
import { toProfile, toProfilePatch } from './mapper';
import { doneReply, profileSchema, profileUpdateReply } from './upstream';

// The profile page (issue 10 "Dashboard": profile, newsletter consent, passwords, account deletion).
// Each mutation is a member's form (graphql/member-form.ts): the member first, the shared schema, the
// rate limit for those that check a password, one call with the member's token.

/** The form's answer from a member form's outcome. */
const formResult = (outcome: { ok: true } | { ok: false; fieldErrors: FormResult['fieldErrors'] }): FormResult => (outcome.ok ? { ok: true, fieldErrors: [], reference: null } : refused(outcome.fieldErrors));

/** The platform's names of the password fields (Laravel's). */
const passwordNames = { current_password: 'currentPassword', password: 'newPassword', password_confirmation: 'newPasswordConfirmation' };

export const profileResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    profile: async (_root, _args, ctx) => toProfile(await memberGet(ctx, 'me/profile', profileSchema)),
  },
  Mutation: {
    updateProfile: async (_root, { lang, input }, ctx) => {
      const outcome = await sendMemberForm(ctx, lang, input, {
        form: 'updateProfile',
        method: 'PATCH',
        path: 'me/profile',
        reply: profileUpdateReply,
        fields: ['firstName', 'lastName', 'phone', 'birthDate', 'city', 'newsletter'],
        platformNames: { first_name: 'firstName', last_name: 'lastName', birth_date: 'birthDate' },
        body: toProfilePatch,
      });
      return outcome.ok ? { ok: true, fieldErrors: [], profile: toProfile(outcome.value.data) } : { ok: false, fieldErrors: outcome.fieldErrors, profile: null };
    },
    changePassword: async (_root, { lang, input }, ctx) =>
      formResult(
        await sendMemberForm(ctx, lang, input, {
          form: 'changePassword',
          method: 'POST',
          path: 'change-password',
          reply: doneReply,
          fields: ['currentPassword', 'newPassword', 'newPasswordConfirmation'],
          platformNames: passwordNames,
          rateLimited: true,
          body: (values) => ({ current_password: values.currentPassword, password: values.newPassword, password_confirmation: values.newPasswordConfirmation }),
        }),
      ),
    removeProfilePicture: async (_root, _args, ctx) => {
      const removed = unwrap(ctx, await memberSend(ctx, 'DELETE', 'me/profile-picture', profileUpdateReply));
      return { ok: true, fieldErrors: [], profile: toProfile(removed.data) };
    },
    addPassword: async (_root, { lang, input }, ctx) =>
      formResult(
        await sendMemberForm(ctx, lang, input, {
          form: 'addPassword',
          method: 'POST',
          path: 'add-password-after-sso',
          reply: doneReply,
          fields: ['newPassword', 'newPasswordConfirmation'],
          platformNames: passwordNames,
          body: (values) => ({ password: values.newPassword, password_confirmation: values.newPasswordConfirmation }),
        }),
      ),
    deleteAccount: async (_root, { lang, input }, ctx) => {
      const outcome = await sendMemberForm(ctx, lang, input, {
        form: 'deleteAccount',
        method: 'POST',
        path: 'delete-account',
        reply: doneReply,
        fields: ['password', 'email'],
        rateLimited: true,
        body: (values) => (typeof values.password === 'string' ? { password: values.password } : { email: values.email }),
      });
      if (outcome.ok) {
        // The account is gone, and with it the session: the member is a visitor from this answer on.
        endSession(ctx.reply);
        ctx.log.info('account deleted');
      }
      return formResult(outcome);
    },
  },
};
