import { withOptions, type ServerModule } from '../module.ts';
import { decisionMails } from './decision-mails.ts';
import { publicSubmissionRoutes } from './routes.ts';

/** Good practices a signed-in user of the public site submits for review, and what became of them. */
export const publicSubmissionsModule: ServerModule = {
  name: 'public-submissions',
  routes: {
    afterEngine: [publicSubmissionRoutes, withOptions(decisionMails, ({ config }) => ({ publicSiteUrl: config.publicSiteUrl }))],
  },
};
