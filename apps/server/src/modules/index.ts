import { resources } from '@app/domain/resources/registry';
import { adminsModule } from './admins/module.ts';
import { authModule } from './auth/module.ts';
import { carouselModule } from './carousel/module.ts';
import { cataloguesModule } from './catalogues/module.ts';
import { configurationModule } from './configuration/module.ts';
import { contactsModule } from './contacts/module.ts';
import { dashboardModule } from './dashboard/module.ts';
import { filtersModule } from './filters/module.ts';
import { flashcardsModule } from './flashcards/module.ts';
import { goodPracticesModule } from './good-practices/module.ts';
import { gtasModule } from './gtas/module.ts';
import { healthModule } from './health/module.ts';
import { historicalsModule } from './historicals/module.ts';
import { locationsModule } from './locations/module.ts';
import { engineTablesOf, type ServerModule } from './module.ts';
import { modulesModule } from './modules/module.ts';
import { notificationsModule } from './notifications/module.ts';
import { preferencesModule } from './preferences/module.ts';
import { priorizationsModule } from './priorizations/module.ts';
import { publicAccountsModule } from './public-accounts/module.ts';
import { publicContentModule } from './public-content/module.ts';
import { publicFormsModule } from './public-forms/module.ts';
import { publicSubmissionsModule } from './public-submissions/module.ts';
import { publicWritesModule } from './public-writes/module.ts';
import { reviewModule } from './review/module.ts';
import { savedCardsModule } from './saved-cards/module.ts';
import { searchModule } from './search/module.ts';
import { tokensModule } from './tokens/module.ts';
import { usersModule } from './users/module.ts';
import { viewsModule } from './views/module.ts';
import { webhooksModule } from './webhooks/module.ts';

/** Every module of the server; within each phase their routes are registered in this order. */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  modulesModule,
  locationsModule,
  filtersModule,
  gtasModule,
  adminsModule,
  savedCardsModule,
  configurationModule,
  cataloguesModule,
  usersModule,
  contactsModule,
  historicalsModule,
  flashcardsModule,
  carouselModule,
  priorizationsModule,
  goodPracticesModule,
  publicContentModule,
  dashboardModule,
  notificationsModule,
  publicAccountsModule,
  publicFormsModule,
  publicWritesModule,
  publicSubmissionsModule,
  reviewModule,
  preferencesModule,
  viewsModule,
  searchModule,
  webhooksModule,
  tokensModule,
];

// Throws at start when a resource of the registry has no module, or two.
export const { stores: resourceStores, hooks: resourceHooks } = engineTablesOf(serverModules, resources);
