import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assignment from '@mui/icons-material/Assignment';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import Comment from '@mui/icons-material/Comment';
import ContactMail from '@mui/icons-material/ContactMail';
import Factory from '@mui/icons-material/Factory';
import FilterList from '@mui/icons-material/FilterList';
import Flag from '@mui/icons-material/Flag';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import HowToVote from '@mui/icons-material/HowToVote';
import People from '@mui/icons-material/People';
import Public from '@mui/icons-material/Public';
import Schedule from '@mui/icons-material/Schedule';
import Style from '@mui/icons-material/Style';
import Terrain from '@mui/icons-material/Terrain';
import Timeline from '@mui/icons-material/Timeline';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Workspaces from '@mui/icons-material/Workspaces';
import type { ModuleName } from '@app/domain/core/modules';
import type { SvgIconComponent } from '@mui/icons-material';

export const MODULE_ICONS: Record<ModuleName, SvgIconComponent> = {
  admins: AdminPanelSettings,
  areas: Workspaces,
  'business-types': Category,
  carouselCards: ViewCarousel,
  climbs: Terrain,
  comments: Comment,
  companies: Business,
  goodPractices: VolunteerActivism,
  contacts: ContactMail,
  filters: FilterList,
  flashcards: Style,
  gtas: Groups,
  workAxes: Timeline,
  objectives: Flag,
  'business-join-types': Handshake,
  'business-joinsub-types': AccountTree,
  users: People,
  timeInitiatives: Schedule,
  axesGlobalPact: Public,
  sectors: Factory,
  priorizations: HowToVote,
  formCards: Assignment,
};
