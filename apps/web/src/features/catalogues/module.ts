import AccountTree from '@mui/icons-material/AccountTree';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import Factory from '@mui/icons-material/Factory';
import FilterList from '@mui/icons-material/FilterList';
import Flag from '@mui/icons-material/Flag';
import Handshake from '@mui/icons-material/Handshake';
import Public from '@mui/icons-material/Public';
import Schedule from '@mui/icons-material/Schedule';
import Terrain from '@mui/icons-material/Terrain';
import Timeline from '@mui/icons-material/Timeline';
import Workspaces from '@mui/icons-material/Workspaces';
import type { WebModule } from '../../engine/web-module.ts';

/** The modules whose pages are only the generic ones: nothing but an icon each. One with a page of its own moves to a folder of its own. */
export const cataloguesModule = {
  icons: {
    areas: Workspaces,
    axesGlobalPact: Public,
    'business-join-types': Handshake,
    'business-joinsub-types': AccountTree,
    'business-types': Category,
    climbs: Terrain,
    companies: Business,
    filters: FilterList,
    objectives: Flag,
    sectors: Factory,
    timeInitiatives: Schedule,
    workAxes: Timeline,
  },
} satisfies WebModule;
